import type { MessageMediaType } from '@zapdesk/shared';
import { now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { afterOutermostCommit } from '../../core/transaction.js';
import { db } from '../../db/sequelize.js';
import { Message, OutboxMessage, type Ticket } from '../../models/index.js';
import { mediaTypeOfMime, summaryOf } from './message-content.js';
import { ACK_FAILED, failureReasonOf, kickOutbox, settlementOf } from './outbox-sender.js';
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

/** One ticket's messages to send, for enqueueOutgoingMany. */
export interface OutgoingBatchEntry {
  ticket: Ticket;
  items: OutgoingItem[];
}

/**
 * Stores messages to send in the caller's transaction (the ticket row locked by the caller, so a ticket's
 * messages get ids in the order they were committed) and records them in the outbox; the ticket's
 * lastMessage and lastMessageAt follow. They are sent after the outermost commit, in order per ticket. Answers the stored
 * messages (for the caller's events); nothing is sent if the transaction rolls back.
 */
export async function enqueueOutgoing(ctx: ServiceContext, ticket: Ticket, items: OutgoingItem[], options: { createdAt?: Date } = {}): Promise<Message[]> {
  return (await enqueueOutgoingMany(ctx, [{ ticket, items }], options))[0];
}

/**
 * enqueueOutgoing for the messages of many tickets at once (a campaign's batch), every ticket locked by the
 * caller: one insert for the messages, one for their outbox rows, one update of the tickets (a single ticket
 * keeps its instance save). Answers each entry's stored messages, in the order given.
 */
export async function enqueueOutgoingMany(ctx: ServiceContext, entries: OutgoingBatchEntry[], options: { createdAt?: Date } = {}): Promise<Message[][]> {
  const { transaction } = ctx;
  if (!transaction) throw new Error('Outgoing messages are enqueued in the transaction that decides them');
  const filled = entries.filter((entry) => entry.items.length > 0);
  if (filled.length === 0) return entries.map(() => []);
  const at = options.createdAt ?? now();
  // One ticket may come twice (two campaigns to one contact): its rows keep the order given, so ids follow it.
  const messages = await Message.bulkCreate(
    filled.flatMap(({ ticket, items }) =>
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
    ),
    { returning: true, transaction },
  );
  await OutboxMessage.bulkCreate(
    messages.map((message) => ({ messageId: message.id, companyId: ctx.companyId, ticketId: message.ticketId, createdAt: at })),
    { transaction },
  );
  let next = 0;
  const stored = entries.map(({ items }) => messages.slice(next, (next += items.length)));
  const lastOf = new Map<Ticket, Message>();
  entries.forEach(({ ticket }, index) => {
    const last = stored[index][stored[index].length - 1];
    if (last) lastOf.set(ticket, last);
  });
  for (const [ticket, last] of lastOf) {
    ticket.lastMessage = summaryOf(last);
    ticket.lastMessageAt = at;
  }
  if (lastOf.size === 1) {
    const [ticket] = lastOf.keys();
    ticket.changed('updatedAt', true);
    await ticket.save({ transaction });
  } else await updateLastMessages(ctx, [...lastOf.keys()], at);
  afterOutermostCommit(transaction, () =>
    kickOutbox([...new Set(messages.map((m) => m.ticketId))].map((ticketId) => ({ companyId: ctx.companyId, ticketId }))),
  );
  return stored;
}

/** The tickets' new last message with one statement (their instances already carry it). */
async function updateLastMessages(ctx: ServiceContext, tickets: Ticket[], at: Date): Promise<void> {
  const rows = [...new Map(tickets.map((t) => [t.id, { id: t.id, lastMessage: t.lastMessage }])).values()];
  await db().query(
    `UPDATE tickets t SET "lastMessage" = r."lastMessage", "lastMessageAt" = CAST(:at AS timestamptz), "updatedAt" = CAST(:at AS timestamptz)
       FROM json_to_recordset(:rows) AS r(id int, "lastMessage" text)
      WHERE t.id = r.id AND t.id IN (:ids) AND t."companyId" = :companyId`,
    { replacements: { rows: JSON.stringify(rows), ids: rows.map((r) => r.id), companyId: ctx.companyId, at }, transaction: ctx.transaction },
  );
}

/**
 * Waits until the messages have left the outbox (sent or failed), whichever process sent them, for at most
 * `timeoutMs`, and answers how each ended.
 */
export async function awaitOutgoing(ctx: ServiceContext, messageIds: number[], timeoutMs = 90_000): Promise<OutgoingOutcome[]> {
  const deadline = Date.now() + timeoutMs;
  let waiting = new Set<number>();
  for (let unsettled = messageIds; ;) {
    const rows = await OutboxMessage.findAll({ where: { companyId: ctx.companyId, messageId: unsettled }, attributes: ['messageId'] });
    waiting = new Set(rows.map((row) => row.messageId));
    unsettled = [...waiting];
    if (waiting.size === 0 || Date.now() >= deadline) break;
    // Read again once they all left here (one read for a whole batch), or every 250 ms for another process's sends.
    await settlementOf(unsettled, Math.min(250, Math.max(0, deadline - Date.now())));
  }
  const acks = await Message.findAll({ where: { companyId: ctx.companyId, id: messageIds }, attributes: ['id', 'ack'] });
  const ackOf = new Map(acks.map((row) => [row.id, row.ack]));
  return messageIds.map((messageId) => {
    if (waiting.has(messageId)) return { messageId, state: 'pending' };
    if (ackOf.get(messageId) === ACK_FAILED) return { messageId, state: 'failed', reason: failureReasonOf(messageId) };
    return { messageId, state: 'sent' };
  });
}
