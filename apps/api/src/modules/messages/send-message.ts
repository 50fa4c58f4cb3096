import path from 'node:path';
import type { MessageDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { authorize } from '../../core/policy.js';
import { saveCompanyFile } from '../../core/storage.js';
import { Message, type Ticket } from '../../models/index.js';
import { awaitSent, storeOutgoing, type OutgoingItem } from './deliver-messages.js';
import { markTicketRead } from './mark-ticket-read.js';
import { mediaTypeOfMime } from './message-content.js';
import { canActOnTicket } from './messages.policy.js';
import { findVisibleTicket, loadMessageDTOs } from './messages.queries.js';

/** A file received with the request (the route turns multer's files into this). */
export interface UploadedMedia {
  buffer: Buffer;
  mimetype: string;
  originalname: string;
}

export interface SendMessageInput {
  body: string;
  quotedMsg?: number | null;
  read?: boolean;
  medias?: UploadedMedia[];
}

/** Only an open ticket takes messages (400), and only from its assigned user or an admin (403). */
export function assertWritable(ctx: ServiceContext, ticket: Ticket): void {
  if (ticket.status !== 'open') throw new AppError('ERR_SENDING_WAPP_MSG', 400, 'The ticket is not open: accept it first');
  authorize(canActOnTicket(ctx, ticket));
}

/** A display name for a stored file: the client's base name, without control characters, never a path. */
export function safeFilename(originalname: string, mimetype: string): string {
  const printable = [...originalname.replace(/\\/g, '/')].filter((char) => char >= ' ' && char !== '\u007f').join('');
  const name = path.posix.basename(printable).trim().slice(0, 200);
  return name || `${mediaTypeOfMime(mimetype)}-file`;
}

/**
 * What goes out: each file is one message; the body rides as the caption of the first file that can
 * carry one (images, videos, documents). Audio cannot, so with only audio files the body goes first as
 * its own text message.
 */
async function itemsOf(ctx: ServiceContext, input: SendMessageInput, quotedMsgId: number | null): Promise<OutgoingItem[]> {
  const body = input.body.trim() ? input.body : '';
  const medias = input.medias ?? [];
  if (medias.length === 0) return [{ body, quotedMsgId }];
  const items: OutgoingItem[] = [];
  for (const media of medias) {
    const stored = await saveCompanyFile(ctx.companyId, 'media', media.buffer, media.mimetype);
    items.push({ body: '', media: { path: stored, mimetype: media.mimetype, filename: safeFilename(media.originalname, media.mimetype) } });
  }
  const captioned = items.find((item) => item.media && mediaTypeOfMime(item.media.mimetype) !== 'audio');
  if (body && captioned) captioned.body = body;
  else if (body) items.unshift({ body });
  items[0].quotedMsgId = quotedMsgId;
  return items;
}

/**
 * Sends an attendant's message (text, or files with a caption) in a ticket: stored at once with ack 0 and
 * committed to the outbox, which sends it; the answer waits for the send (502 when WhatsApp refused it).
 * The body arrives signed by the client when the attendant signs.
 */
export async function sendMessage(ctx: ServiceContext, ticketId: number, input: SendMessageInput): Promise<MessageDTO[]> {
  const ticket = await findVisibleTicket(ctx, ticketId);
  assertWritable(ctx, ticket);
  if (!input.body.trim() && !input.medias?.length) {
    throw new AppError('ERR_VALIDATION', 400, 'body: a message needs a body or a file', { field: 'body' });
  }
  let quotedMsgId: number | null = null;
  if (input.quotedMsg) {
    const quoted = await Message.findOne({ where: { id: input.quotedMsg, companyId: ctx.companyId, ticketId: ticket.id }, attributes: ['id'] });
    if (!quoted) throw new AppError('ERR_VALIDATION', 400, 'quotedMsg: no such message in this ticket', { field: 'quotedMsg' });
    quotedMsgId = quoted.id;
  }
  const items = await itemsOf(ctx, input, quotedMsgId);
  const stored = await storeOutgoing(ctx, ticket.id, items, (locked) => assertWritable(ctx, locked));
  // Replying is reading: the owner's unread count goes with it when the client says so.
  if (input.read) await markTicketRead(ctx, ticket.id);
  await awaitSent(ctx, stored);
  return loadMessageDTOs(
    ctx,
    stored.map((m) => m.id),
  );
}
