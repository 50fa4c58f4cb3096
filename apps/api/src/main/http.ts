import { env } from '../config/env.js';
import { logger } from '../core/logger.js';
import { closeRedis, redis } from '../core/redis.js';
import { closeDb, configureDb, db } from '../db/sequelize.js';
import { checkServices } from '../db/check-services.js';
import { createApp } from '../http/app.js';
import { closeSessionCache, startSessionCache } from '../modules/auth/session-cache.js';
import { createHttpServer } from '../http/server.js';
import { bullCampaignJobs, bullScheduleTimer, closeQueues } from '../jobs/queues.js';
import { setCampaignJobs } from '../modules/campaigns/campaign-jobs.js';
import { setScheduleTimer } from '../core/schedule-timer.js';
import { installRedisEmitter } from '../realtime/emitter.js';
import { observeEvents } from '../core/events.js';
import { recordWebhookDeliveries } from '../modules/webhooks/record-webhook-deliveries.js';
import { createRealtimeServer } from '../realtime/server.js';
import { closeLiveness } from '../core/liveness.js';
import { closeEmailTransport } from '../channels/email/send-email.js';
import { stopOutbox } from '../modules/messages/outbox-sender.js';
import { onShutdown } from './shutdown.js';

await checkServices();
// A request never holds Postgres longer than this; an aborted one cancels its statement at once (http/app.ts).
configureDb({ statementTimeoutMs: env.HTTP_STATEMENT_TIMEOUT_MS });
await db().authenticate();
installRedisEmitter(redis());
// Committed events also become webhook deliveries (every process publishes some: requests, jobs, connection status).
observeEvents(recordWebhookDeliveries);
// Until subscribed, session checks read the database (nothing is cached that a change could leave stale).
void startSessionCache();
// Saving a schedule arms its delayed job (the worker runs it).
setScheduleTimer(bullScheduleTimer);
setCampaignJobs(bullCampaignJobs);

const server = createHttpServer(createApp());
const realtime = createRealtimeServer(server);
server.listen(env.PORT, () => logger.info(`API listening on http://localhost:${env.PORT}`));

onShutdown(async () => {
  await realtime.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeQueues();
  await closeSessionCache();
  closeEmailTransport();
  await stopOutbox();
  await closeLiveness();
  await closeDb();
  await closeRedis();
});
