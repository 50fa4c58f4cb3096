import { logger } from '../core/logger.js';
import { closeRedis, redis } from '../core/redis.js';
import { closeDb, db } from '../db/sequelize.js';
import { checkServices } from '../db/check-services.js';
import { repeatingJobs } from '../jobs/index.js';
import { resendOutboxJob } from '../jobs/resend-outbox.job.js';
import { bullCampaignJobs, bullScheduleTimer, closeQueues, moveLegacyEngineEvents, startRepeatingJobs } from '../jobs/queues.js';
import { setCampaignJobs } from '../modules/campaigns/campaign-jobs.js';
import { startCampaignProcessors, sweepCampaignsJob } from '../jobs/campaigns.job.js';
import { sweepCampaigns } from '../modules/campaigns/dispatch/sweep-campaigns.js';
import { enqueueEngineEvents } from '../jobs/engine-event-queue.js';
import { startEngineEventProcessor, stopEngineEventProcessor } from '../jobs/process-engine-event.job.js';
import { startScheduleProcessor } from '../jobs/send-schedule.job.js';
import { startWebhookProcessor } from '../jobs/deliver-webhook.job.js';
import { startAssistantProcessor } from '../jobs/assistant-turns.job.js';
import { setScheduleTimer } from '../core/schedule-timer.js';
import { rearmSchedules } from '../modules/schedules/rearm-schedules.js';
import { resendAbandonedOutgoing } from '../modules/messages/resend-abandoned-outgoing.js';
import { stopOutbox } from '../modules/messages/outbox-sender.js';
import { closeLiveness } from '../core/liveness.js';
import { installRedisEmitter } from '../realtime/emitter.js';
import { observeEvents } from '../core/events.js';
import { recordWebhookDeliveries } from '../modules/webhooks/record-webhook-deliveries.js';
import { onShutdown } from './shutdown.js';

await checkServices();
await db().authenticate();
installRedisEmitter(redis());
// Committed events also become webhook deliveries (every process publishes some: requests, jobs, connection status).
observeEvents(recordWebhookDeliveries);
setScheduleTimer(bullScheduleTimer);
setCampaignJobs(bullCampaignJobs);
// The outbox sweep runs beside them (kept out of repeatingJobs: tests that start those must not sweep every test's outbox).
await startRepeatingJobs([...repeatingJobs, resendOutboxJob, sweepCampaignsJob]);
await moveLegacyEngineEvents(enqueueEngineEvents);
startEngineEventProcessor();
startScheduleProcessor();
startCampaignProcessors();
startWebhookProcessor();
startAssistantProcessor();
// Schedules whose arming failed, or whose job a lost Redis took along, are armed again (idempotent).
const rearmed = await rearmSchedules();
// What a dead process committed for sending and never sent goes out now (and every few seconds after).
const resent = await resendAbandonedOutgoing();
// Campaign sends a dead worker left are settled and the pacers woken.
await sweepCampaigns();
logger.info(
  { jobs: [...repeatingJobs, resendOutboxJob, sweepCampaignsJob].map((j) => j.name), engineEvents: true, schedules: rearmed, outbox: resent },
  'worker started',
);

onShutdown(async () => {
  // Batches under way finish and are acknowledged; what is left waits in Redis for the next worker.
  await stopEngineEventProcessor();
  await closeQueues();
  await stopOutbox();
  await closeLiveness();
  await closeDb();
  await closeRedis();
});
