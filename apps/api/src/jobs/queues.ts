import Bull, { type Queue } from 'bull';
import { env } from '../config/env.js';
import { createRedis } from '../core/redis.js';
import { logger } from '../core/logger.js';
import { now } from '../core/clock.js';
import type { ScheduleJobRef, ScheduleTimer } from '../core/schedule-timer.js';

// The only file that imports bull. Each queue shares one command client; Bull needs fresh
// subscriber and blocking clients without ready checks or per-request retry limits.

const queues = new Map<string, Queue>();

function bullQueue<T>(name: string): Queue<T> {
  let queue = queues.get(name);
  if (!queue) {
    const client = createRedis({ maxRetriesPerRequest: null, enableReadyCheck: false });
    queue = new Bull(name, {
      prefix: `${env.REDIS_PREFIX}:bull`,
      createClient: (type) => (type === 'client' ? client : createRedis({ maxRetriesPerRequest: null, enableReadyCheck: false })),
      defaultJobOptions: { removeOnComplete: 100, removeOnFail: 500 },
    });
    queue.on('error', (error) => logger.error({ err: error, queue: name }, 'queue error'));
    queues.set(name, queue);
  }
  return queue as Queue<T>;
}

/** A repeatable job run by the worker on a fixed interval. */
export interface RepeatingJob {
  name: string;
  everyMs: number;
  perform: () => Promise<unknown>;
}

/** Registers processors and their repeat schedules (worker process only). */
export async function startRepeatingJobs(jobs: RepeatingJob[]): Promise<void> {
  const queue = bullQueue<Record<string, never>>('maintenance');
  const byName = new Map(jobs.map((job) => [job.name, job]));
  // One processor for every name: one blocking connection loop. A loop per name shares that connection,
  // and closing it under several waiting loops leaves a 'Connection is closed' rejection unhandled.
  queue.process('*', 1, async (bullJob) => {
    const job = byName.get(bullJob.name);
    if (!job) throw new Error(`Missing process handler for job type ${bullJob.name}`);
    return job.perform();
  });
  for (const job of jobs) await queue.add(job.name, {}, { repeat: { every: job.everyMs }, jobId: job.name });
}

/** Runs one maintenance job now (tests and manual triggers) and waits for its result. */
export async function runMaintenanceJobNow(name: string): Promise<unknown> {
  const job = await bullQueue<Record<string, never>>('maintenance').add(name, {});
  return job.finished();
}

export async function closeQueues(): Promise<void> {
  await Promise.all([...queues.values()].map((q) => q.close()));
  queues.clear();
}

/** An engine event waiting for the conversations pipeline (ids + companyId, per the job rules). */
export interface EngineEventJob {
  companyId: number;
  whatsappId: number;
  event: import('../channels/whatsapp/types.js').EngineEvent;
}

const ENGINE_EVENTS = 'whatsapp-events';

/**
 * Queues an engine event durably (Redis with AOF in production): nothing is lost while the
 * pipeline is down or restarting. Jobs are retried with backoff when processing fails.
 */
export async function enqueueEngineEvent(job: EngineEventJob): Promise<void> {
  await bullQueue<EngineEventJob>(ENGINE_EVENTS).add(job, {
    attempts: 8,
    backoff: { type: 'exponential', delay: 1000 },
    removeOnComplete: 1000,
    removeOnFail: 5000,
  });
}

/** Runs the pipeline over queued engine events, one at a time, so each chat's events keep their order. */
export function processEngineEvents(handler: (job: EngineEventJob) => Promise<void>): void {
  bullQueue<EngineEventJob>(ENGINE_EVENTS).process(1, async (job) => handler(job.data));
}

/** Counts of engine events by state (health checks, tests). */
export async function engineEventCounts() {
  return bullQueue<EngineEventJob>(ENGINE_EVENTS).getJobCounts();
}

const SCHEDULES = 'schedules';

/** The delayed job id of one schedule version: arming twice keeps one job, a new version gets a new one. */
const scheduleJobId = (ref: ScheduleJobRef) => `schedule-${ref.scheduleId}-v${ref.version}`;

/** The Bull-backed schedule timer (core/schedule-timer.ts): one delayed job per schedule version. */
export const bullScheduleTimer: ScheduleTimer = {
  async arm(ref, sendAt) {
    const delay = Math.max(0, sendAt.getTime() - now().getTime());
    // A job with this id already waiting (or done and kept) makes Bull ignore the add.
    await bullQueue<ScheduleJobRef>(SCHEDULES).add(ref, {
      jobId: scheduleJobId(ref),
      delay,
      // Retries cover failures before the send is claimed; once claimed, the job never throws.
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
  },
  async disarm(ref) {
    const job = await bullQueue<ScheduleJobRef>(SCHEDULES).getJob(scheduleJobId(ref));
    // A running job cannot be removed; it finds the schedule changed or gone and sends nothing.
    await job?.remove().catch((error: unknown) => logger.warn({ err: error, ...ref }, 'schedule job not removed'));
  },
};

/** Runs due schedule jobs (worker process); two at a time, each send is guarded by its own claim. */
export function processScheduleJobs(handler: (job: ScheduleJobRef) => Promise<void>): void {
  bullQueue<ScheduleJobRef>(SCHEDULES).process(2, async (job) => handler(job.data));
}

/** The state of one schedule version's job, or null when there is none (tests, health checks). */
export async function scheduleJobState(ref: ScheduleJobRef): Promise<string | null> {
  const job = await bullQueue<ScheduleJobRef>(SCHEDULES).getJob(scheduleJobId(ref));
  return job ? job.getState() : null;
}
