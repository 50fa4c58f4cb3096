import { Op } from 'sequelize';
import type { CampaignDTO } from '@zapdesk/shared';
import { now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { inTransaction } from '../../core/transaction.js';
import { CampaignShipping } from '../../models/index.js';
import { disarmCampaignStart, kickPacer } from './campaign-jobs.js';
import { assertReady, lockCampaign, publishCampaign } from './campaigns.queries.js';
import { createShippings } from './dispatch/create-shippings.js';
import { finishCampaigns } from './dispatch/settle-shippings.js';

const wrongState = (message: string) => new AppError('ERR_VALIDATION', 409, `status: ${message}`, { field: 'status' });

/**
 * POST /campaigns/:id/cancel (§4: EM_ANDAMENTO → CANCELADA; a PROGRAMADA one too, before it starts): nothing
 * more is claimed (the pacer claims only running campaigns' shippings); a send already claimed ends normally.
 */
export async function cancelCampaign(ctx: ServiceContext, id: number): Promise<CampaignDTO> {
  const version = await inTransaction(ctx, async (tx) => {
    const record = await lockCampaign(tx, id);
    if (record.status !== 'EM_ANDAMENTO' && record.status !== 'PROGRAMADA') throw wrongState('only a running or scheduled campaign can be cancelled');
    await record.update({ status: 'CANCELADA' }, { transaction: tx.transaction });
    return record.jobVersion;
  });
  await disarmCampaignStart({ companyId: ctx.companyId, campaignId: id, version });
  return publishCampaign(ctx, id);
}

/**
 * POST /campaigns/:id/restart (§4: CANCELADA → EM_ANDAMENTO): only the contacts not yet delivered are sent
 * (pending and failed shippings are due again, attempts reset); a campaign cancelled before it started gets
 * its shippings now.
 */
export async function restartCampaign(ctx: ServiceContext, id: number): Promise<CampaignDTO> {
  const whatsappId = await inTransaction(ctx, async (tx, transaction) => {
    const record = await lockCampaign(tx, id);
    if (record.status !== 'CANCELADA') throw wrongState('only a cancelled campaign can be restarted');
    assertReady(record);
    const at = now();
    await record.update({ status: 'EM_ANDAMENTO', completedAt: null }, { transaction });
    const existing = await CampaignShipping.count({ where: { companyId: ctx.companyId, campaignId: id }, transaction });
    if (existing === 0) await createShippings(tx, record);
    await CampaignShipping.update(
      { status: 'pending', dueAt: at, attempts: 0, failedAt: null, failureReason: null },
      { where: { companyId: ctx.companyId, campaignId: id, status: { [Op.in]: ['pending', 'failed'] } }, transaction },
    );
    return record.whatsappId!;
  });
  await finishCampaigns(ctx, [id]);
  await kickPacer({ companyId: ctx.companyId, whatsappId });
  return publishCampaign(ctx, id);
}
