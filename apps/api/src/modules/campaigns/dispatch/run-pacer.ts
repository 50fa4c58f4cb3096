import { systemContext } from '../../../core/context.js';
import { Whatsapp } from '../../../models/index.js';
import { loadCampaignSettings } from '../../campaign-settings/load-campaign-settings.js';
import type { PacerRef } from '../campaign-jobs.js';
import { claimShippings, hasDueShippings } from './claim-shippings.js';
import { deliverShippings, prepareShippings } from './deliver-shippings.js';
import { drainExclusively, pause, type Lease } from './exclusive-drain.js';
import { batchSize, pauseAfter, readPacerState, writePacerState } from './pacer-state.js';
import { budgetBatchLimit, reserveCampaignSends } from './send-budget.js';

/**
 * One connection's sends (§10 Campaigns): the due shippings of every campaign on it, one after another at the
 * company's pace (messageInterval seconds between sends, greaterInterval after every longerIntervalAfter), so
 * two campaigns on one connection share its rate. The pause runs from the start of a send (once claimed) to the
 * start of the next, so the time a send takes does not add up. Every batch also waits for its turn in the platform's
 * campaign budget (send-budget.ts), which a zero interval reaches. Stops when nothing is due or the connection is not
 * connected (the sweep wakes it again).
 */
async function paceConnection(ref: PacerRef, lease: Lease): Promise<void> {
  const ctx = systemContext(ref.companyId, 'campaign pacer');
  const settings = await loadCampaignSettings(ctx);
  while (lease.held()) {
    const connection = await Whatsapp.findOne({ where: { id: ref.whatsappId, companyId: ref.companyId }, attributes: ['id', 'status'] });
    if (connection?.status !== 'CONNECTED') return;
    const state = await readPacerState(ref.whatsappId);
    const claimed = await claimShippings(ctx, ref.whatsappId, Math.min(batchSize(settings, state.sent), budgetBatchLimit()));
    if (claimed.length === 0) return;
    // Made ready during the pause, so the turn itself is short and the pace holds on the phone.
    const prepared = await prepareShippings(ctx, claimed, settings);
    const turn = await reserveCampaignSends(prepared.length);
    await pause(Math.max(state.nextAt - Date.now(), turn), lease);
    const startedAt = Date.now();
    await deliverShippings(ctx, prepared);
    const sent = state.sent + prepared.length;
    await writePacerState(ref.whatsappId, { sent, nextAt: startedAt + pauseAfter(settings, sent) * 1000 });
  }
}

/** The pacer job: drains the connection unless another process already does (then that one looks again). */
export async function runPacer(ref: PacerRef): Promise<void> {
  await drainExclusively(
    `pacer:${ref.whatsappId}`,
    (lease) => paceConnection(ref, lease),
    () => hasDueShippings(systemContext(ref.companyId, 'campaign pacer'), ref.whatsappId),
  );
}
