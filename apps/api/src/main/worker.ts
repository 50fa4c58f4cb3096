import { logger } from '../core/logger.js';
import { closeRedis, redis } from '../core/redis.js';
import { closeDb, db } from '../db/sequelize.js';
import { checkServices } from '../db/check-services.js';
import { repeatingJobs } from '../jobs/index.js';
import { bullScheduleTimer, closeQueues, startRepeatingJobs } from '../jobs/queues.js';
import { startEngineEventProcessor } from '../jobs/process-engine-event.job.js';
import { startScheduleProcessor } from '../jobs/send-schedule.job.js';
import { setScheduleTimer } from '../core/schedule-timer.js';
import { rearmSchedules } from '../modules/schedules/rearm-schedules.js';
import { installRedisEmitter } from '../realtime/emitter.js';
import { onShutdown } from './shutdown.js';

await checkServices();
await db().authenticate();
installRedisEmitter(redis());
setScheduleTimer(bullScheduleTimer);
await startRepeatingJobs(repeatingJobs);
startEngineEventProcessor();
startScheduleProcessor();
// Schedules whose arming failed, or whose job a lost Redis took along, are armed again (idempotent).
const rearmed = await rearmSchedules();
logger.info({ jobs: repeatingJobs.map((j) => j.name), engineEvents: true, schedules: rearmed }, 'worker started');

onShutdown(async () => {
  await closeQueues();
  await closeDb();
  await closeRedis();
});
