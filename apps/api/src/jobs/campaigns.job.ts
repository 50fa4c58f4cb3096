import { checkWhatsappNumbers } from '../modules/contact-lists/check-whatsapp-numbers.js';
import { runPacer } from '../modules/campaigns/dispatch/run-pacer.js';
import { startCampaign } from '../modules/campaigns/dispatch/start-campaign.js';
import { sweepCampaigns } from '../modules/campaigns/dispatch/sweep-campaigns.js';
import { processCampaignJobs, type RepeatingJob } from './queues.js';

/** Starts the campaign processors (worker process): starts at scheduledAt, connection pacers, number checks. */
export function startCampaignProcessors(): void {
  processCampaignJobs({ start: startCampaign, pace: runPacer, checkNumbers: checkWhatsappNumbers });
}

/** Every 15 s: what a lost job or a dead worker left of the campaigns is picked up again (see sweepCampaigns). */
export const sweepCampaignsJob: RepeatingJob = {
  name: 'sweep-campaigns',
  everyMs: 15_000,
  perform: () => sweepCampaigns(),
};
