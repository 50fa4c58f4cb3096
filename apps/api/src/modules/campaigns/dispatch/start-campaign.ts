import { systemContext } from '../../../core/context.js';
import { inTransaction } from '../../../core/transaction.js';
import { Campaign } from '../../../models/index.js';
import { assertPlanFlag } from '../../plans/assert-plan-flag.js';
import { kickPacer, type CampaignStartRef } from '../campaign-jobs.js';
import { publishCampaign } from '../campaigns.queries.js';
import { createShippings } from './create-shippings.js';
import { finishCampaigns } from './settle-shippings.js';

/**
 * The start job at scheduledAt (never before: it is the delayed job's time): claims that version of the
 * PROGRAMADA campaign (a duplicate, outdated or cancelled one finds nothing), creates its shippings and wakes
 * its connection's pacer. A plan without useCampaigns by then cancels it instead (§10 Security).
 */
export async function startCampaign(ref: CampaignStartRef): Promise<'started' | 'skipped'> {
  const ctx = systemContext(ref.companyId, 'campaign start');
  const allowed = await assertPlanFlag(ctx, 'useCampaigns').then(
    () => true,
    () => false,
  );
  const started = await inTransaction(ctx, async (tx, transaction) => {
    const [count, rows] = await Campaign.update(
      { status: allowed ? 'EM_ANDAMENTO' : 'CANCELADA' },
      { where: { id: ref.campaignId, companyId: ref.companyId, jobVersion: ref.version, status: 'PROGRAMADA' }, returning: true, transaction },
    );
    if (count !== 1) return null;
    if (allowed) await createShippings(tx, rows[0]);
    return rows[0];
  });
  if (!started) return 'skipped';
  if (started.status === 'EM_ANDAMENTO' && started.whatsappId) {
    await finishCampaigns(ctx, [started.id]);
    await kickPacer({ companyId: ref.companyId, whatsappId: started.whatsappId });
  }
  await publishCampaign(ctx, started.id);
  return 'started';
}
