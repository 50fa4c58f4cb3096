import { Op, QueryTypes } from 'sequelize';
import { now } from '../../../core/clock.js';
import type { ServiceContext } from '../../../core/context.js';
import { db } from '../../../db/sequelize.js';
import { CampaignShipping } from '../../../models/index.js';
import { publishCampaign } from '../campaigns.queries.js';

/** Sends of one phase a shipping may try (first send plus retries) before it is recorded failed. */
export const MAX_SHIPPING_ATTEMPTS = 5;

export type ShippingPhase = 'confirmation' | 'message';

export type ShippingOutcome = { kind: 'sent'; phase: ShippingPhase } | { kind: 'failed'; reason: string; permanent: boolean };

/** Backoff of a transient failure: 2, 4, 8, 16 s after attempts 1..4. */
export const retryDelayMs = (attempts: number) => 1000 * 2 ** Math.min(attempts, 10);

/** Failures retrying cannot fix: a number WhatsApp does not know, a contact without an address. */
export const isPermanentFailure = (reason: string) => /ERR_WAPP_INVALID_CONTACT|ERR_NO_CONTACT_FOUND|does not exist|not on WhatsApp/i.test(reason);

/**
 * What a claimed send's outcome writes: the confirmation sent → awaiting the reply; the message sent → delivered;
 * a transient failure → pending again after a backoff; a permanent one, or the last attempt → failed with its reason.
 */
function fieldsOf(outcome: ShippingOutcome, attempts: number, at: Date): Partial<CampaignShipping> {
  if (outcome.kind === 'sent')
    return outcome.phase === 'confirmation' ? { status: 'awaiting', confirmationRequestedAt: at } : { status: 'delivered', deliveredAt: at };
  return outcome.permanent || attempts >= MAX_SHIPPING_ATTEMPTS
    ? { status: 'failed', failedAt: at, failureReason: outcome.reason.slice(0, 250) }
    : { status: 'pending', dueAt: new Date(at.getTime() + retryDelayMs(attempts)), failureReason: outcome.reason.slice(0, 250) };
}

/** Writes an outcome on shippings still 'sending' (a sweep that settled one first wins). */
const write = (ctx: ServiceContext, ids: number[], fields: Partial<CampaignShipping>) =>
  CampaignShipping.update({ ...fields, claimedBy: null }, { where: { id: ids, companyId: ctx.companyId, status: 'sending' } });

/** Records how a claimed send ended (see fieldsOf). */
export async function settleShipping(ctx: ServiceContext, shipping: { id: number; attempts: number }, outcome: ShippingOutcome): Promise<void> {
  await write(ctx, [shipping.id], fieldsOf(outcome, shipping.attempts, now()));
}

/** settleShipping for a batch: the sends that went through with one statement per phase, each failure on its own. */
export async function settleShippings(ctx: ServiceContext, settled: { shipping: { id: number; attempts: number }; outcome: ShippingOutcome }[]): Promise<void> {
  const at = now();
  for (const phase of ['confirmation', 'message'] as const) {
    const ids = settled.flatMap(({ shipping, outcome }) => (outcome.kind === 'sent' && outcome.phase === phase ? [shipping.id] : []));
    if (ids.length > 0) await write(ctx, ids, fieldsOf({ kind: 'sent', phase }, 0, at));
  }
  for (const { shipping, outcome } of settled) if (outcome.kind === 'failed') await write(ctx, [shipping.id], fieldsOf(outcome, shipping.attempts, at));
}

/**
 * FINALIZADA (with completedAt) for the campaigns among these that have nothing left to send: every shipping
 * delivered, failed or awaiting a confirmation reply (a late reply still gets its message). Each is published.
 */
export async function finishCampaigns(ctx: ServiceContext, campaignIds: number[]): Promise<number[]> {
  if (campaignIds.length === 0) return [];
  const finished = await db().query<{ id: number }>(
    `UPDATE campaigns c SET status = 'FINALIZADA', "completedAt" = :at, "updatedAt" = :at
      WHERE c.id IN (:ids) AND c."companyId" = :companyId AND c.status = 'EM_ANDAMENTO'
        AND NOT EXISTS (SELECT 1 FROM campaign_shippings s WHERE s."campaignId" = c.id AND s."companyId" = c."companyId" AND s.status IN ('pending', 'sending'))
      RETURNING c.id`,
    { replacements: { at: now(), ids: campaignIds, companyId: ctx.companyId }, type: QueryTypes.SELECT },
  );
  return finished.map((row) => row.id);
}

/** Live report: each campaign touched by a batch is published once (its counts read after the settles). */
export async function publishCampaigns(ctx: ServiceContext, campaignIds: number[]): Promise<void> {
  for (const id of new Set(campaignIds)) await publishCampaign(ctx, id).catch(() => undefined);
}

/** Shippings of these campaigns still to go (for the sweep and tests). */
export const openShippings = (ctx: ServiceContext, campaignIds: number[]) =>
  CampaignShipping.count({ where: { companyId: ctx.companyId, campaignId: campaignIds, status: { [Op.in]: ['pending', 'sending'] } } });
