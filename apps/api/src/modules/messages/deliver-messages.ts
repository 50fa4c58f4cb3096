import { stat } from 'node:fs/promises';
import { Op } from 'sequelize';
import type { OutgoingMessage } from '../../channels/whatsapp/types.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { logger } from '../../core/logger.js';
import { storagePath } from '../../core/storage.js';
import { inTransaction } from '../../core/transaction.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { Contact, Message, Ticket } from '../../models/index.js';
import { chatJidOf } from '../contacts/contact-jid.js';
import { mediaTypeOfMime, summaryOf } from './message-content.js';
import { publishMessages } from './message-events.js';
import { insertMessage, newOutgoingId } from './store-message.js';

// The outgoing side (decisions.md, Messages): a message is stored at once with ack 0 and the WhatsApp
// id we chose, then sent; acks from the engine raise it later. A failed send leaves the row with
// ack -1 ("not sent"), which any later ack still raises if WhatsApp did take it after all.

/** Ack of a message whose send failed (below 0 = pending, so the monotonic ack rule still applies). */
export const ACK_FAILED = -1;

/** One message to send: text, or a stored file with an optional caption. */
export interface OutgoingItem {
  body: string;
  media?: { path: string; mimetype: string; filename: string };
  quotedMsgId?: number | null;
  isAutomatic?: boolean;
}

/**
 * Stores outgoing messages in one transaction with the ticket locked (its lastMessage follows), and
 * publishes them. `assert` re-checks the locked ticket (e.g. still open) before anything is written.
 */
export async function storeOutgoing(
  ctx: ServiceContext,
  ticketId: number,
  items: OutgoingItem[],
  assert: (ticket: Ticket) => void = () => undefined,
): Promise<Message[]> {
  return inTransaction(ctx, async (tx, transaction) => {
    const ticket = await Ticket.findOne({ where: { id: ticketId, companyId: ctx.companyId }, lock: transaction.LOCK.UPDATE, transaction });
    if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND', 404, 'Record not found');
    assert(ticket);
    const stored: Message[] = [];
    for (const item of items) {
      const message = await insertMessage(tx, ticket.whatsappId, {
        wid: newOutgoingId(),
        ticketId: ticket.id,
        contactId: null,
        body: item.body,
        fromMe: true,
        mediaType: item.media ? mediaTypeOfMime(item.media.mimetype) : 'chat',
        mediaPath: item.media?.path ?? null,
        mimetype: item.media?.mimetype ?? null,
        filename: item.media?.filename ?? null,
        quotedMsgId: item.quotedMsgId ?? null,
        ack: 0,
        read: true,
        isAutomatic: item.isAutomatic ?? false,
      });
      if (!message) throw new Error('A freshly generated WhatsApp id collided');
      stored.push(message);
    }
    const last = stored.at(-1);
    if (last) {
      ticket.lastMessage = summaryOf(last);
      ticket.changed('updatedAt', true);
      await ticket.save({ transaction });
    }
    await publishMessages(tx, ticket.id, stored.map((m) => m.id), { action: 'create', ticketChanged: true });
    return stored;
  });
}

async function outgoingOf(ctx: ServiceContext, message: Message, to: string): Promise<OutgoingMessage> {
  const outgoing: OutgoingMessage = { to, id: message.wid ?? undefined };
  if (message.body) outgoing.body = message.body;
  if (message.quotedMsgId) {
    const quoted = await Message.findOne({ where: { id: message.quotedMsgId, companyId: ctx.companyId }, attributes: ['wid'] });
    if (quoted?.wid) outgoing.quotedId = quoted.wid;
  }
  if (message.mediaPath && message.mimetype) {
    const { size } = await stat(storagePath(message.mediaPath));
    outgoing.media = {
      path: message.mediaPath,
      mimetype: message.mimetype,
      filename: message.filename ?? '',
      size,
      // Recorded audio goes out as a push-to-talk voice note, the way WhatsApp users send audio.
      asVoiceNote: message.mediaType === 'audio',
    };
  }
  return outgoing;
}

/** Marks messages not sent (ack -1) and publishes the change. */
async function markFailed(ctx: ServiceContext, ticketId: number, messages: Message[]): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const ids = messages.map((m) => m.id);
    await Message.update({ ack: ACK_FAILED }, { where: { companyId: ctx.companyId, id: ids, ack: { [Op.lte]: 0 } }, transaction: tx.transaction });
    await publishMessages(tx, ticketId, ids, { action: 'update', ticketChanged: false });
  });
}

/**
 * Sends stored messages in order through the ticket's connection. The first failure marks it and every
 * later one as not sent and answers 502 ERR_SENDING_WAPP_MSG (the reason in the message).
 */
export async function sendStored(ctx: ServiceContext, ticketId: number, messages: Message[]): Promise<void> {
  const ticket = await Ticket.findOne({ where: { id: ticketId, companyId: ctx.companyId }, include: [{ model: Contact }] });
  const to = ticket?.contact ? chatJidOf(ticket.contact) : null;
  for (const [index, message] of messages.entries()) {
    try {
      if (!ticket || !to) throw new AppError('ERR_WAPP_INVALID_CONTACT', 400, 'The contact has no WhatsApp address');
      const sent = await whatsappGateway().send(ctx.companyId, ticket.whatsappId, await outgoingOf(ctx, message, to));
      if (sent.id !== message.wid) {
        await Message.update({ wid: sent.id }, { where: { companyId: ctx.companyId, id: message.id } });
        message.wid = sent.id;
      }
    } catch (error) {
      logger.warn({ err: error, messageId: message.id }, 'sending a message failed');
      await markFailed(ctx, ticketId, messages.slice(index));
      const reason = error instanceof AppError ? `${error.code}: ${error.message}` : 'WhatsApp did not take the message';
      throw new AppError('ERR_SENDING_WAPP_MSG', 502, reason);
    }
  }
}
