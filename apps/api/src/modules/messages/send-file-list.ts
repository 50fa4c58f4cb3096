import { signedBody, type MessageDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { removeStoredFile, shareCompanyFile } from '../../core/storage.js';
import { findOrFail } from '../../core/tenancy.js';
import { FileList, FileListOption } from '../../models/index.js';
import { loadViewer } from '../tickets/tickets.queries.js';
import { awaitSent, storeOutgoing, type OutgoingItem } from './deliver-messages.js';
import { mediaTypeOfMime } from './message-content.js';
import { loadMessageDTOs, findVisibleTicket } from './messages.queries.js';
import { assertWritable } from './send-message.js';

export interface SendFileListInput {
  fileListId: number;
  /** The composer's 'Assinar': the list's text goes out signed with the signed-in user's name. */
  sign: boolean;
}

/**
 * The list's messages: its text, then each file that has been uploaded (oldest option first, as campaigns send
 * them) with the option's name as its caption. Audio cannot carry a caption, so an audio file goes alone. Each
 * message gets its own name for the file (sharing the bytes), so the history keeps it when the list changes.
 * Only the text is signed: the captions are the options' names, labels WhatsApp shows under each file rather
 * than the attendant's words (unlike the message box's caption), and the signed text above them says who sent them.
 */
async function itemsOf(ctx: ServiceContext, list: FileList, signer: string | null): Promise<OutgoingItem[]> {
  const options = await FileListOption.findAll({ where: { companyId: ctx.companyId, fileId: list.id }, order: [['id', 'ASC']] });
  const files = options.filter((option) => option.path);
  const medias = await Promise.all(
    files.map(async (option) => ({
      body: mediaTypeOfMime(option.mediaType) === 'audio' ? '' : option.name,
      media: {
        path: await shareCompanyFile(ctx.companyId, 'media', option.path, option.mediaType),
        mimetype: option.mediaType,
        filename: option.fileName || option.name,
      },
    })),
  );
  // signedBody trims and never signs an empty text; an empty one (PUT /files takes it) is left out rather than
  // sent as an empty chat message.
  const text = signedBody(list.message, signer ?? '', signer !== null);
  return [...(text ? [{ body: text }] : []), ...medias];
}

/**
 * POST /messages/:ticketId/file-list (ours, issue 15): sends one of the company's file lists in a ticket, under
 * the rules of an attendant's message (open ticket, its user or an admin): stored at once, in order, with ack 0
 * and committed to the outbox; the answer waits for the send (502 when WhatsApp refused it).
 */
export async function sendFileList(ctx: ServiceContext, ticketId: number, input: SendFileListInput): Promise<MessageDTO[]> {
  const ticket = await findVisibleTicket(ctx, ticketId);
  assertWritable(ctx, ticket);
  const list = await findOrFail(FileList, ctx, input.fileListId);
  // The name is the signed-in user's as stored now, never one the client sends.
  const signer = input.sign ? (await loadViewer(ctx)).name : null;
  const items = await itemsOf(ctx, list, signer);
  if (items.length === 0) throw new AppError('ERR_VALIDATION', 400, 'fileListId: the list has no text and no file to send', { field: 'fileListId' });
  const stored = await storeOutgoing(ctx, ticket.id, items, (locked) => assertWritable(ctx, locked)).catch(async (error: unknown) => {
    // Nothing refers to the copies of a send that did not commit.
    await Promise.all(items.flatMap((item) => (item.media ? [removeStoredFile(item.media.path)] : [])));
    throw error;
  });
  await awaitSent(ctx, stored);
  return loadMessageDTOs(
    ctx,
    stored.map((m) => m.id),
  );
}
