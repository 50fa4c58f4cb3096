import type { MessageMediaType } from '@zapdesk/shared';
import { now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { afterOutermostCommit } from '../../core/transaction.js';
import { Message, OutboxMessage, type Ticket } from '../../models/index.js';
import { mediaTypeOfMime, summaryOf } from './message-content.js';
import { ACK_FAILED, failureReasonOf, kickOutbox, nextSettlement, settledSince } from './outbox-sender.js';
import { newOutgoingId } from './store-message.js';

// The outbox: the one way a message leaves ZapDesk (attendants' replies, greetings, transfer notices, the
// bot's menus, closing and rating messages, schedules, and the campaigns and external API to come).
//
//   enqueueOutgoing(tx, ticket, items)  in the caller's transaction, ticket locked: the messages are stored
//                                       (ack 0, a WhatsApp id of ours) and recorded in message_outbox
//   … commit …                          the ticket's queue is sent by this process, oldest first (outbox-sender.ts)
//   awaitOutgoing(ctx, ids)             optional: wait for the outcome (the attendant's request does)
//
// A sent message leaves the outbox (its acks come from the engine); a failed one gets ack -1. A process that
// dies between the commit and the send (or during it) leaves its rows behind: the worker's sweep sends them
// again under the same WhatsApp id, which WhatsApp (and the sandbox) take as the same message.

export { ACK_FAILED } from './outbox-sender.js';

/** One message to send: text, or a stored file with an optional caption; optionally quoting one of the ticket's messages. */
export interface OutgoingItem {
  body: string;
  media?: { path: string; mimetype: string; filename: string };
  quotedMsgId?: number | null;
  /** Sent by the platform itself (greeting, menu, notice), not typed by a person. */
  isAutomatic?: boolean;
}

/** How a send ended: 'pending' when it had not ended by the time the caller stopped waiting. */
export interface OutgoingOutcome {
  messageId: number;
  state: 'sent' | 'failed' | 'pending';
  /** Why a failed send failed, when the process that tried knows it. */
  reason?: string;
}

/**
 * Stores messages to send in the caller's transaction (the ticket row locked by the caller, so a ticket's
 * messages get ids in the order they were committed) and records them in the outbox; the ticket's
 * lastMessage and lastMessageAt follow. They are sent after the outermost commit, in order per ticket. Answers the stored
 * messages (for the caller's events); nothing is sent if the transaction rolls back.
 */
export async function enqueueOutgoing(ctx: ServiceContext, ticket: Ticket, items: OutgoingItem[], options: { createdAt?: Date } = {}): Promise<Message[]> {
  const { transaction } = ctx;
  if (!transaction) throw new Error('Outgoing messages are enqueued in the transaction that decides them');
  if (items.length === 0) return [];
  const at = options.createdAt ?? now();
  const messages = await Message.bulkCreate(
    items.map((item) => ({
      wid: newOutgoingId(),
      whatsappId: ticket.whatsappId,
      ticketId: ticket.id,
      contactId: null,
      body: item.body,
      fromMe: true,
      mediaType: (item.media ? mediaTypeOfMime(item.media.mimetype) : 'chat') satisfies MessageMediaType,
      mediaPath: item.media?.path ?? null,
      mimetype: item.media?.mimetype ?? null,
      filename: item.media?.filename ?? null,
      quotedMsgId: item.quotedMsgId ?? null,
      ack: 0,
      read: true,
      isAutomatic: item.isAutomatic ?? false,
      companyId: ctx.companyId,
      createdAt: at,
      updatedAt: at,
    })),
    { returning: true, transaction },
  );
  await OutboxMessage.bulkCreate(
    messages.map((message) => ({ messageId: message.id, companyId: ctx.companyId, ticketId: ticket.id, createdAt: at })),
    { transaction },
  );
  ticket.lastMessage = summaryOf(messages[messages.length - 1]);
  ticket.lastMessageAt = at;
  ticket.changed('updatedAt', true);
  await ticket.save({ transaction });
  afterOutermostCommit(transaction, () => kickOutbox([{ companyId: ctx.companyId, ticketId: ticket.id }]));
  return messages;
}

/**
 * Waits until the messages have left the outbox (sent or failed), whichever process sent them, for at most
 * `timeoutMs`, and answers how each ended.
 */
export async function awaitOutgoing(ctx: ServiceContext, messageIds: number[], timeoutMs = 90_000): Promise<OutgoingOutcome[]> {
  const deadline = Date.now() + timeoutMs;
  let waiting = new Set<number>();
  for (;;) {
    // Listening before reading: a settlement between the read and the wait is not missed.
    const next = nextSettlement(Math.min(250, Math.max(0, deadline - Date.now())));
    const rows = await OutboxMessage.findAll({ where: { companyId: ctx.companyId, messageId: messageIds }, attributes: ['messageId'] });
    waiting = new Set(rows.map((row) => row.messageId));
    if (waiting.size === 0 || Date.now() >= deadline) break;
    if (!settledSince(next.since)) await next.wait;
  }
  const acks = await Message.findAll({ where: { companyId: ctx.companyId, id: messageIds }, attributes: ['id', 'ack'] });
  const ackOf = new Map(acks.map((row) => [row.id, row.ack]));
  return messageIds.map((messageId) => {
    if (waiting.has(messageId)) return { messageId, state: 'pending' };
    if (ackOf.get(messageId) === ACK_FAILED) return { messageId, state: 'failed', reason: failureReasonOf(messageId) };
    return { messageId, state: 'sent' };
  });
}
