import { QueryTypes } from 'sequelize';
import { now } from '../../core/clock.js';
import { liveKeys } from '../../core/liveness.js';
import { logger } from '../../core/logger.js';
import { db } from '../../db/sequelize.js';
import { OutboxMessage } from '../../models/index.js';
import { failQueue, kickOutbox, settleOutbox, type OutboxLane } from './outbox-sender.js';

/** Claims a message may have: its first send, then one resend after its sender died. */
export const MAX_SEND_CLAIMS = 2;
/** A message nobody claimed this long after its commit lost its sender between the commit and the send. */
export const UNCLAIMED_GRACE_MS = 10_000;
/** A claim by a live process older than this is a hung send (the gateway gives up after 60 s). */
export const STALE_CLAIM_MS = 10 * 60_000;

interface Head extends OutboxLane {
  messageId: number;
  attempts: number;
  claimedBy: number | null;
  claimedAt: Date | null;
  createdAt: Date;
}

export interface ResendResult {
  /** Queues this sweep started sending again. */
  resent: number;
  /** Messages given up on (their sender died again): marked not sent. */
  failed: number;
}

/**
 * The worker's outbox sweep (at boot and every few seconds): the head of every ticket's queue that no live
 * process is sending — its sender died after the commit or in the middle of the send — is sent again under
 * the same WhatsApp id, so the customer gets it once. A message whose resend died too is marked not sent
 * (ack -1) rather than tried forever. `companyIds` narrows it (tests share one database); `wait` waits for
 * the sends it started.
 */
export async function resendAbandonedOutgoing(options: { companyIds?: number[]; wait?: boolean } = {}): Promise<ResendResult> {
  const heads = await db().query<Head>(
    `SELECT DISTINCT ON (o."ticketId") o."companyId", o."ticketId", o."messageId", o.attempts, o."claimedBy", o."claimedAt", o."createdAt"
       FROM message_outbox o
      ${options.companyIds ? 'WHERE o."companyId" IN (:companyIds)' : ''}
      ORDER BY o."ticketId", o."messageId"`,
    { replacements: { companyIds: options.companyIds ?? [] }, type: QueryTypes.SELECT },
  );
  if (heads.length === 0) return { resent: 0, failed: 0 };
  const alive = await liveKeys();
  const at = now().getTime();
  const result: ResendResult = { resent: 0, failed: 0 };
  const lanes: OutboxLane[] = [];
  for (const head of heads) {
    const lane = { companyId: head.companyId, ticketId: head.ticketId };
    if (head.claimedBy === null) {
      if (at - new Date(head.createdAt).getTime() >= UNCLAIMED_GRACE_MS) lanes.push(lane);
      continue;
    }
    const abandoned = !alive.has(head.claimedBy) || (head.claimedAt !== null && at - new Date(head.claimedAt).getTime() >= STALE_CLAIM_MS);
    if (!abandoned) continue;
    if (head.attempts >= MAX_SEND_CLAIMS) {
      logger.warn({ ...lane, messageId: head.messageId }, 'outgoing message abandoned twice: marked not sent');
      result.failed += (await failQueue(lane, head.messageId)).length;
      continue;
    }
    // Released only if still held by the dead claimer: a live process that took it meanwhile keeps it.
    const [released] = await OutboxMessage.update(
      { claimedBy: null },
      { where: { companyId: head.companyId, messageId: head.messageId, claimedBy: head.claimedBy } },
    );
    if (released > 0) lanes.push(lane);
  }
  kickOutbox(lanes);
  result.resent = lanes.length;
  if (options.wait) await settleOutbox();
  return result;
}
