import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { removeStoredFileAfterCommit } from '../../core/storage.js';
import { inTransaction } from '../../core/transaction.js';
import { disarmCampaignStart } from './campaign-jobs.js';
import { lockCampaign } from './campaigns.queries.js';

/**
 * DELETE /campaigns/:id: the campaign, its shippings (nothing more is claimed) and its start job; the
 * messages it sent stay in the tickets, with their own copies of the files.
 */
export async function deleteCampaign(ctx: ServiceContext, id: number): Promise<void> {
  const version = await inTransaction(ctx, async (tx) => {
    const record = await lockCampaign(tx, id);
    await record.destroy({ transaction: tx.transaction });
    removeStoredFileAfterCommit(tx, record.mediaPath);
    publish(tx, { entity: 'campaign', payload: { action: 'delete', id } });
    return record.jobVersion;
  });
  await disarmCampaignStart({ companyId: ctx.companyId, campaignId: id, version });
}
