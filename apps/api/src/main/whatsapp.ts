import { logger } from '../core/logger.js';
import { closeRedis, redis } from '../core/redis.js';
import { closeDb, db } from '../db/sequelize.js';
import { checkServices } from '../db/check-services.js';
import { installRedisEmitter } from '../realtime/emitter.js';
import { onShutdown } from './shutdown.js';

// The process that will own the live WhatsApp sessions (one socket per connection, Redis lease).
// The engine and its gateway arrive with the WhatsApp engine issue; today it boots, checks its
// services and stays up so `npm start` and docker-compose already run the final process layout.
await checkServices();
await db().authenticate();
installRedisEmitter(redis());
logger.info('whatsapp process started (no connections yet)');
const keepAlive = setInterval(() => undefined, 60_000);

onShutdown(async () => {
  clearInterval(keepAlive);
  await closeDb();
  await closeRedis();
});
