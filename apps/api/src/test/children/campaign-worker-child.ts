import { db } from '../../db/sequelize.js';
import { startCampaignProcessors } from '../../jobs/campaigns.job.js';
import { bullCampaignJobs } from '../../jobs/queues.js';
import { setCampaignJobs } from '../../modules/campaigns/campaign-jobs.js';
import { sweepCampaigns } from '../../modules/campaigns/dispatch/sweep-campaigns.js';
import { resendAbandonedOutgoing } from '../../modules/messages/resend-abandoned-outgoing.js';

// A campaign worker for the crash test: the real campaign processors on Bull plus the worker's sweeps (outbox and
// campaigns), narrowed to one company, every second. Settings come from the environment (the test's database,
// Redis prefix and gateway). argv: companyId. It runs until killed.

db();
const companyIds = [Number(process.argv[2])];
setCampaignJobs(bullCampaignJobs);
startCampaignProcessors();
for (;;) {
  await resendAbandonedOutgoing({ companyIds });
  await sweepCampaigns({ companyIds });
  console.log('swept');
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
