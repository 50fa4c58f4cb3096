import { stat } from 'node:fs/promises';
import { Op, QueryTypes } from 'sequelize';
import type { OutgoingMessage } from '../../channels/whatsapp/types.js';
import { now } from '../../core/clock.js';
import { systemContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { livenessKey } from '../../core/liveness.js';
import { logger } from '../../core/logger.js';
import { storagePath } from '../../core/storage.js';
import { inTransaction } from '../../core/transaction.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { db } from '../../db/sequelize.js';
import { Message, OutboxMessage } from '../../models/index.js';
import { chatJidOf } from '../contacts/contact-jid.js';
import { publishMessages } from './message-events.js';

// The sending half of the outbox (outbox.ts): each ticket's queue is drained oldest first, one message at a
// time, by whichever process claims its head. A claim names the process by its liveness key, so the worker's
// sweep (resend-abandoned-outgoing.ts) knows at once when a claimer died and sends the message again.

/** Ack of a message whose send failed (below 0 = pending, so the monotonic ack rule still applies). */
export const ACK_FAILED = -1;

/** A ticket with messages waiting in the outbox. */
export interface OutboxLane {
  companyId: number;
  ticketId: number;
}

/** Sends at once per process: WhatsApp paces a connection anyway, and the pool has 10 connections. */
const MAX_PARALLEL_SENDS = 16;
let sending = 0;
const waitingForSlot: (() => void)[] = [];

async function withSendSlot<T>(work: () => Promise<T>): Promise<T> {
  if (sending >= MAX_PARALLEL_SENDS) await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  sending += 1;
  try {
    return await work();
  } finally {
    sending -= 1;
    waitingForSlot.shift()?.();
  }
}

// Outcomes: awaitOutgoing re-reads the outbox once every message it waits for has settled in this process (or
// a moment later, for those another process sends), and the reason of a recent failure is kept for the
// attendant's error answer.
const RECENT_LIMIT = 10_000;
const settledHere = new Set<number>();
const settleListeners = new Set<() => void>();
const failureReasons = new Map<number, string>();

function noteSettled(ids: number[], failure?: { reason?: string }): void {
  for (const id of ids) {
    if (failure) {
      failureReasons.set(id, failure.reason ?? 'WhatsApp did not take the message');
      if (failureReasons.size > 1000) failureReasons.delete(failureReasons.keys().next().value as number);
    }
    settledHere.add(id);
    if (settledHere.size > RECENT_LIMIT) settledHere.delete(settledHere.values().next().value as number);
  }
  for (const listener of [...settleListeners]) listener();
}

/**
 * Resolves once every one of `ids` has settled in this process (sent or failed: it left the outbox), or after
 * `ms` (another process may send them). One that settled before the call counts, so none is missed.
 */
export function settlementOf(ids: number[], ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (!ids.every((id) => settledHere.has(id))) return;
      clearTimeout(timer);
      settleListeners.delete(check);
      resolve();
    };
    const timer = setTimeout(() => {
      settleListeners.delete(check);
      resolve();
    }, ms);
    settleListeners.add(check);
    check();
  });
}

/** The reason a message's send failed here recently, if this process knows it. */
export const failureReasonOf = (messageId: number) => failureReasons.get(messageId);

interface SendRow {
  id: number;
  wid: string;
  whatsappId: number;
  body: string;
  mediaType: string;
  mediaPath: string | null;
  mimetype: string | null;
  filename: string | null;
  quotedWid: string | null;
  number: string | null;
  lid: string | null;
  isGroup: boolean;
}

/** A claimed head and what goes to the gateway (null fields: the message, its ticket or its contact is gone). */
type Claimed = { messageId: number } & { [K in keyof SendRow]: SendRow[K] | null };

/**
 * Claims the ticket's next head after `after` (0: its first) if nobody holds it, and reads what the gateway needs
 * with the claim, in one statement; with `sentId`, that message (the head this drain just sent) leaves the outbox
 * in the same statement. A head held by another process stops this drain: that process takes the next head
 * itself once it is done, so the ticket's order holds everywhere. Ids follow commit order per ticket (the ticket
 * row is locked while its messages are stored), so the head after the one sent is the queue's head.
 */
async function claimNext(lane: OutboxLane, after: number, options: { sentId?: number } = {}): Promise<Claimed | null> {
  const [row] = await db().query<Claimed>(
    `WITH ${options.sentId ? 'sent AS (DELETE FROM message_outbox WHERE "companyId" = :companyId AND "messageId" = :sentId),' : ''}
     claimed AS (
       UPDATE message_outbox o SET "claimedBy" = :me, "claimedAt" = :at, attempts = o.attempts + 1
        WHERE o."messageId" = (SELECT h."messageId" FROM message_outbox h
                                WHERE h."companyId" = :companyId AND h."ticketId" = :ticketId AND h."messageId" > :after
                                ORDER BY h."messageId" LIMIT 1)
          AND o."claimedBy" IS NULL
       RETURNING o."messageId")
     SELECT claimed."messageId", m.id, m.wid, m."whatsappId", m.body, m."mediaType", m."mediaPath", m.mimetype, m.filename,
            q.wid AS "quotedWid", c.number, c.lid, c."isGroup"
       FROM claimed
       LEFT JOIN messages m ON m.id = claimed."messageId" AND m."companyId" = :companyId
       LEFT JOIN tickets t ON t.id = m."ticketId" AND t."companyId" = m."companyId"
       LEFT JOIN contacts c ON c.id = t."contactId" AND c."companyId" = t."companyId"
       LEFT JOIN messages q ON q.id = m."quotedMsgId" AND q."companyId" = m."companyId"`,
    { replacements: { ...lane, after, sentId: options.sentId ?? 0, me: await livenessKey(), at: now() }, type: QueryTypes.SELECT },
  );
  return row ?? null;
}

/** What goes to the gateway: the stored message to its contact's chat, quoting by WhatsApp id, media with its size. */
async function outgoingOf(claimed: Claimed): Promise<{ whatsappId: number; wid: string; message: OutgoingMessage }> {
  if (claimed.id === null || claimed.isGroup === null) throw new AppError('ERR_NOT_FOUND', 404, 'The message is gone');
  const row = claimed as SendRow;
  const to = chatJidOf(row);
  if (!to) throw new AppError('ERR_WAPP_INVALID_CONTACT', 400, 'The contact has no WhatsApp address');
  const message: OutgoingMessage = { to, id: row.wid };
  if (row.body) message.body = row.body;
  if (row.quotedWid) message.quotedId = row.quotedWid;
  if (row.mediaPath && row.mimetype) {
    const { size } = await stat(storagePath(row.mediaPath));
    // Recorded audio goes out as a push-to-talk voice note, the way WhatsApp users send audio.
    message.media = { path: row.mediaPath, mimetype: row.mimetype, filename: row.filename ?? '', size, asVoiceNote: row.mediaType === 'audio' };
  }
  return { whatsappId: row.whatsappId, wid: row.wid, message };
}

/**
 * The send failed: the message and every later one waiting on the ticket are marked not sent (ack -1, which a
 * later ack still raises if WhatsApp took it after all) and leave the outbox; a conversation never goes on
 * past a message the customer did not get. Answers the ids marked.
 */
export async function failQueue(lane: OutboxLane, fromMessageId: number): Promise<number[]> {
  const ctx = systemContext(lane.companyId, 'outbox');
  return inTransaction(ctx, async (tx, transaction) => {
    const removed = await db().query<{ messageId: number }>(
      `DELETE FROM message_outbox WHERE "companyId" = :companyId AND "ticketId" = :ticketId AND "messageId" >= :fromMessageId
       RETURNING "messageId"`,
      { replacements: { ...lane, fromMessageId }, type: QueryTypes.SELECT, transaction },
    );
    const ids = removed.map((row) => row.messageId).sort((a, b) => a - b);
    if (ids.length === 0) return [];
    await Message.update({ ack: ACK_FAILED }, { where: { companyId: lane.companyId, id: ids, ack: { [Op.lte]: 0 } }, transaction });
    await publishMessages(tx, lane.ticketId, ids, { action: 'update', ticketChanged: false });
    return ids;
  });
}

/** WhatsApp took it: the row leaves the outbox on its own (when no next head is claimed with it). */
async function completeSent(lane: OutboxLane, messageId: number, wid: string, sentId: string): Promise<void> {
  if (sentId === wid) {
    await OutboxMessage.destroy({ where: { companyId: lane.companyId, messageId } });
    return;
  }
  // A provider that ignored our id: keep WhatsApp's, which later acks will name.
  await db().transaction(async (transaction) => {
    await OutboxMessage.destroy({ where: { companyId: lane.companyId, messageId }, transaction });
    await Message.update({ wid: sentId }, { where: { companyId: lane.companyId, id: messageId }, transaction });
  });
}

/**
 * Sends a claimed head and answers the next one, claimed (WhatsApp took it: the row leaves the outbox with the
 * next claim; the acks, from the engine, raise the message from here). A failed send ends the ticket's queue.
 */
async function sendClaimed(lane: OutboxLane, claimed: Claimed): Promise<Claimed | null> {
  let next: Claimed | null;
  try {
    const { whatsappId, wid, message } = await outgoingOf(claimed);
    const sent = await withSendSlot(() => whatsappGateway().send(lane.companyId, whatsappId, message));
    if (sent.id === wid && !stopping) next = await claimNext(lane, claimed.messageId, { sentId: claimed.messageId });
    else {
      await completeSent(lane, claimed.messageId, wid, sent.id);
      next = stopping ? null : await claimNext(lane, claimed.messageId);
    }
  } catch (error) {
    logger.warn({ err: error, ...lane, messageId: claimed.messageId }, 'message not sent');
    const reason = error instanceof AppError ? `${error.code}: ${error.message}` : 'WhatsApp did not take the message';
    noteSettled(await failQueue(lane, claimed.messageId), { reason });
    return null;
  }
  noteSettled([claimed.messageId]);
  return next;
}

interface LaneState {
  again: boolean;
  done: Promise<void>;
}
const lanes = new Map<number, LaneState>();
let stopping = false;

async function drain(lane: OutboxLane, state: LaneState): Promise<void> {
  do {
    state.again = false;
    for (let head = await claimNext(lane, 0); head; head = await sendClaimed(lane, head));
  } while (state.again && !stopping);
}

/**
 * Starts sending the queues of these tickets in this process (after the commit that filled them, or for the
 * sweep). A ticket already draining here is drained again once it finishes, so nothing committed meanwhile waits.
 */
export function kickOutbox(tickets: OutboxLane[]): void {
  if (stopping) return;
  for (const lane of tickets) {
    const running = lanes.get(lane.ticketId);
    if (running) {
      running.again = true;
      continue;
    }
    const state: LaneState = { again: false, done: Promise.resolve() };
    lanes.set(lane.ticketId, state);
    state.done = drain(lane, state)
      .catch((error: unknown) => logger.error({ err: error, ...lane }, 'outbox drain failed'))
      .finally(() => lanes.delete(lane.ticketId));
  }
}

/** Shutdown: the sends under way finish, nothing new is claimed (the sweep of another process takes the rest). */
export async function stopOutbox(): Promise<void> {
  stopping = true;
  await settleOutbox();
}

/** Resolves once every queue this process is draining is empty or held elsewhere (tests). */
export async function settleOutbox(): Promise<void> {
  while (lanes.size > 0) await Promise.all([...lanes.values()].map((lane) => lane.done));
}
