import { createServer } from 'node:http';
import { env } from '../config/env.js';
import { logger } from '../core/logger.js';
import { closeRedis, redis } from '../core/redis.js';
import { closeDb, db } from '../db/sequelize.js';
import { checkServices } from '../db/check-services.js';
import { createApp } from '../http/app.js';
import { bullScheduleTimer, closeQueues } from '../jobs/queues.js';
import { setScheduleTimer } from '../core/schedule-timer.js';
import { installRedisEmitter } from '../realtime/emitter.js';
import { createRealtimeServer } from '../realtime/server.js';
import { onShutdown } from './shutdown.js';

await checkServices();
await db().authenticate();
installRedisEmitter(redis());
// Saving a schedule arms its delayed job (the worker runs it).
setScheduleTimer(bullScheduleTimer);

const server = createServer(createApp());
const realtime = createRealtimeServer(server);
server.listen(env.PORT, () => logger.info(`API listening on http://localhost:${env.PORT}`));

onShutdown(async () => {
  await realtime.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeQueues();
  await closeDb();
  await closeRedis();
});
