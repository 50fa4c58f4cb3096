import { logger } from '../core/logger.js';
import { closeRedis, redis } from '../core/redis.js';
import { closeDb, db } from '../db/sequelize.js';
import { checkServices } from '../db/check-services.js';
import { closeQueues } from '../jobs/queues.js';
import { installRedisEmitter } from '../realtime/emitter.js';
import { observeEvents } from '../core/events.js';
import { recordWebhookDeliveries } from '../modules/webhooks/record-webhook-deliveries.js';
import { startWhatsappProcess } from '../channels/whatsapp/whatsapp-process.js';
import { onShutdown } from './shutdown.js';

// Owns every live WhatsApp session (one socket per connection, under a Redis lease) and serves the
// private gateway port the API and the worker call.
await checkServices();
await db().authenticate();
installRedisEmitter(redis());
// Committed events also become webhook deliveries (every process publishes some: requests, jobs, connection status).
observeEvents(recordWebhookDeliveries);
const whatsapp = await startWhatsappProcess();
logger.info('whatsapp process started');

onShutdown(async () => {
  await whatsapp.close();
  await closeQueues();
  await closeDb();
  await closeRedis();
});
