import { Op, QueryTypes } from 'sequelize';
import { now } from '../../../core/clock.js';
import { systemContext } from '../../../core/context.js';
import { liveKeys } from '../../../core/liveness.js';
import { db } from '../../../db/sequelize.js';
import { Campaign } from '../../../models/index.js';
import { ACK_FAILED } from '../../messages/outbox.js';
import { armCampaignStart, kickPacer, requestNumberCheck } from '../campaign-jobs.js';
import { finishCampaigns, isPermanentFailure, publishCampaigns, settleShipping } from './settle-shippings.js';

/** A live claim older than this lost its wait (the pacer leaves such sends to the sweep). */
const STALE_CLAIM_MS = 2 * 60_000;

interface Abandoned {
  id: number;
  companyId: number;
  campaignId: number;
  attempts: number;
  messageId: number | null;
  ack: number | null;
  inOutbox: boolean;
  confirmation: boolean;
  confirmationRequestedAt: Date | null;
}

const scopeSql = (companyIds?: number[]) => (companyIds ? 'AND s."companyId" IN (:companyIds)' : '');

/**
 * Sends whose claimer died (its liveness key is gone) or stopped waiting: one that committed nothing goes back
 * to pending (nothing left ZapDesk); one that committed its message ends as that message did once the outbox is
 * done with it (the outbox resends a dead process's messages under the same WhatsApp id): never twice.
 */
async function recoverAbandoned(companyIds?: number[]): Promise<number[]> {
  const alive = [...(await liveKeys())];
  const rows = await db().query<Abandoned>(
    `SELECT s.id, s."companyId", s."campaignId", s.attempts, s."messageId", m.ack, c.confirmation, s."confirmationRequestedAt",
            EXISTS (SELECT 1 FROM message_outbox o WHERE o."messageId" = s."messageId" AND o."companyId" = s."companyId") AS "inOutbox"
       FROM campaign_shippings s
       JOIN campaigns c ON c.id = s."campaignId" AND c."companyId" = s."companyId"
       LEFT JOIN messages m ON m.id = s."messageId" AND m."companyId" = s."companyId"
      WHERE s.status = 'sending' ${scopeSql(companyIds)}
        AND (s."claimedBy" IS NULL OR s."claimedBy" NOT IN (:alive) OR s."claimedAt" < :stale)`,
    {
      replacements: { alive: alive.length ? alive : [-1], stale: new Date(now().getTime() - STALE_CLAIM_MS), companyIds: companyIds ?? [] },
      type: QueryTypes.SELECT,
    },
  );
  const touched: number[] = [];
  for (const row of rows) {
    const ctx = systemContext(row.companyId, 'campaign sweep');
    if (row.inOutbox) continue;
    touched.push(row.campaignId);
    if (row.messageId === null || row.ack === null) {
      await settleShipping(ctx, { id: row.id, attempts: 0 }, { kind: 'failed', reason: 'its worker stopped before sending', permanent: false });
      continue;
    }
    const phase = row.confirmation && !row.confirmationRequestedAt ? 'confirmation' : 'message';
    const reason = 'WhatsApp did not take the message';
    await settleShipping(ctx, row, row.ack === ACK_FAILED ? { kind: 'failed', reason, permanent: isPermanentFailure(reason) } : { kind: 'sent', phase });
  }
  return touched;
}

/**
 * The worker's campaign sweep, at boot and every few seconds: repairs what a lost job or a dead worker left
 * (abandoned sends, unarmed starts, pacers and number checks nobody woke, campaigns with nothing left to send).
 * It never sends itself: sending is the pacers'. `companyIds` narrows it (tests share one database).
 */
export async function sweepCampaigns(options: { companyIds?: number[] } = {}): Promise<{ recovered: number }> {
  const { companyIds } = options;
  const touched = await recoverAbandoned(companyIds);
  const scope = companyIds ? { companyId: { [Op.in]: companyIds } } : {};
  const reason = "the worker sweeps every company's campaigns";
  const scheduled = await Campaign.findAll({
    where: { ...scope, status: 'PROGRAMADA' },
    attributes: ['id', 'companyId', 'jobVersion', 'scheduledAt'],
    crossTenant: reason,
  });
  for (const c of scheduled) if (c.scheduledAt) await armCampaignStart({ companyId: c.companyId, campaignId: c.id, version: c.jobVersion }, c.scheduledAt);
  const due = await db().query<{ companyId: number; whatsappId: number }>(
    `SELECT DISTINCT s."companyId", s."whatsappId" FROM campaign_shippings s JOIN campaigns c ON c.id = s."campaignId" AND c."companyId" = s."companyId"
      WHERE s.status = 'pending' AND s."dueAt" <= :at AND c.status IN ('EM_ANDAMENTO', 'FINALIZADA') ${scopeSql(companyIds)}`,
    { replacements: { at: now(), companyIds: companyIds ?? [] }, type: QueryTypes.SELECT },
  );
  for (const ref of due) await kickPacer(ref);
  const running = await Campaign.findAll({ where: { ...scope, status: 'EM_ANDAMENTO' }, attributes: ['id', 'companyId'], crossTenant: reason });
  const byCompany = new Map<number, number[]>();
  for (const c of running) byCompany.set(c.companyId, [...(byCompany.get(c.companyId) ?? []), c.id]);
  for (const [companyId, ids] of byCompany) {
    const ctx = systemContext(companyId, 'campaign sweep');
    await publishCampaigns(ctx, await finishCampaigns(ctx, ids));
  }
  const unchecked = await db().query<{ companyId: number }>(
    `SELECT DISTINCT s."companyId" FROM contact_list_items s WHERE s."isWhatsappValid" IS NULL ${scopeSql(companyIds)}`,
    { replacements: { companyIds: companyIds ?? [] }, type: QueryTypes.SELECT },
  );
  for (const { companyId } of unchecked) await requestNumberCheck(systemContext(companyId, 'campaign sweep'));
  return { recovered: touched.length };
}
