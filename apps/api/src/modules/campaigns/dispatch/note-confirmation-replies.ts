import { QueryTypes } from 'sequelize';
import { now } from '../../../core/clock.js';
import type { ServiceContext } from '../../../core/context.js';
import { afterOutermostCommit } from '../../../core/transaction.js';
import { db } from '../../../db/sequelize.js';
import { kickPacer } from '../campaign-jobs.js';

/**
 * The inbound pipeline's hook (receive-engine-events.ts), in its transaction: customers who wrote on these
 * tickets and were awaiting a campaign's confirmation have confirmed (§10 Campaigns: the message follows the
 * reply). One statement per company and batch on a partial index; their connections' pacers wake after the commit.
 */
export async function noteConfirmationReplies(ctx: ServiceContext, ticketIds: number[]): Promise<void> {
  if (ticketIds.length === 0) return;
  const at = now();
  const rows = await db().query<{ whatsappId: number }>(
    `UPDATE campaign_shippings SET status = 'pending', "confirmedAt" = :at, "dueAt" = :at, "updatedAt" = :at
      WHERE "companyId" = :companyId AND "ticketId" IN (:ticketIds) AND status = 'awaiting'
      RETURNING "whatsappId"`,
    { replacements: { at, companyId: ctx.companyId, ticketIds: [...new Set(ticketIds)] }, type: QueryTypes.SELECT, transaction: ctx.transaction },
  );
  if (rows.length === 0) return;
  const wake = () => {
    for (const whatsappId of new Set(rows.map((row) => row.whatsappId))) void kickPacer({ companyId: ctx.companyId, whatsappId });
  };
  if (ctx.transaction) afterOutermostCommit(ctx.transaction, wake);
  else wake();
}
