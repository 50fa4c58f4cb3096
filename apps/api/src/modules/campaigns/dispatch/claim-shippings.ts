import { QueryTypes } from 'sequelize';
import { now } from '../../../core/clock.js';
import type { ServiceContext } from '../../../core/context.js';
import { livenessKey } from '../../../core/liveness.js';
import { db } from '../../../db/sequelize.js';

export interface ClaimedShipping {
  id: number;
  campaignId: number;
  position: number;
  number: string;
  name: string;
  email: string;
  attempts: number;
  confirmationRequestedAt: Date | null;
}

/**
 * Claims the connection's next due shippings, oldest due first, of campaigns still sending (a FINALIZADA one
 * takes late confirmation replies): pending → sending under this process's liveness key, rows locked SKIP
 * LOCKED. A shipping is claimed once; a second claimer finds it sending, so nothing is sent twice.
 */
export async function claimShippings(ctx: ServiceContext, whatsappId: number, limit: number): Promise<ClaimedShipping[]> {
  return db().query<ClaimedShipping>(
    // The CTE is materialised once: a LIMIT … SKIP LOCKED subquery inside IN (…) may be run again per row and claim more.
    `WITH picked AS MATERIALIZED (
       SELECT p.id FROM campaign_shippings p JOIN campaigns c ON c.id = p."campaignId" AND c."companyId" = p."companyId"
        WHERE p."whatsappId" = :whatsappId AND p."companyId" = :companyId AND p.status = 'pending' AND p."dueAt" <= :at
          AND c.status IN ('EM_ANDAMENTO', 'FINALIZADA')
        ORDER BY p."dueAt", p.id LIMIT :limit FOR UPDATE OF p SKIP LOCKED)
     UPDATE campaign_shippings s SET status = 'sending', "claimedBy" = :me, "claimedAt" = :at, attempts = s.attempts + 1, "messageId" = NULL, "updatedAt" = :at
       FROM picked WHERE s.id = picked.id AND s.status = 'pending'
      RETURNING s.id, s."campaignId", s.position, s.number, s.name, s.email, s.attempts, s."confirmationRequestedAt"`,
    { replacements: { me: await livenessKey(), at: now(), whatsappId, companyId: ctx.companyId, limit }, type: QueryTypes.SELECT },
  );
}

/** Whether the connection has shippings due now (the pacer's "look again"). */
export async function hasDueShippings(ctx: ServiceContext, whatsappId: number): Promise<boolean> {
  const [row] = await db().query<{ due: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM campaign_shippings p JOIN campaigns c ON c.id = p."campaignId" AND c."companyId" = p."companyId"
                     WHERE p."whatsappId" = :whatsappId AND p."companyId" = :companyId AND p.status = 'pending' AND p."dueAt" <= :at
                       AND c.status IN ('EM_ANDAMENTO', 'FINALIZADA')) AS due`,
    { replacements: { whatsappId, companyId: ctx.companyId, at: now() }, type: QueryTypes.SELECT },
  );
  return row?.due ?? false;
}
