import { logger } from '../core/logger.js';
import { closeRedis, redis } from '../core/redis.js';
import { closeDb, db } from '../db/sequelize.js';
import { checkServices } from '../db/check-services.js';
import { repeatingJobs } from '../jobs/index.js';
import { closeQueues, startRepeatingJobs } from '../jobs/queues.js';
import { startEngineEventProcessor } from '../jobs/process-engine-event.job.js';
import { installRedisEmitter } from '../realtime/emitter.js';
import { onShutdown } from './shutdown.js';

await checkServices();
await db().authenticate();
installRedisEmitter(redis());
await startRepeatingJobs(repeatingJobs);
startEngineEventProcessor();
logger.info({ jobs: repeatingJobs.map((j) => j.name), engineEvents: true }, 'worker started');

onShutdown(async () => {
  await closeQueues();
  await closeDb();
  await closeRedis();
});
