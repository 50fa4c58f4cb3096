import { createServer } from 'node:http';
import { env } from '../config/env.js';
import { logger } from '../core/logger.js';
import { closeRedis, redis } from '../core/redis.js';
import { closeDb, db } from '../db/sequelize.js';
import { checkServices } from '../db/check-services.js';
import { createApp } from '../http/app.js';
import { installRedisEmitter } from '../realtime/emitter.js';
import { createRealtimeServer } from '../realtime/server.js';
import { onShutdown } from './shutdown.js';

await checkServices();
await db().authenticate();
installRedisEmitter(redis());

const server = createServer(createApp());
const realtime = createRealtimeServer(server);
server.listen(env.PORT, () => logger.info(`API listening on http://localhost:${env.PORT}`));

onShutdown(async () => {
  await realtime.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeDb();
  await closeRedis();
});
