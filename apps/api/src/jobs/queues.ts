import Bull, { type Queue } from 'bull';
import { env } from '../config/env.js';
import { createRedis } from '../core/redis.js';
import { logger } from '../core/logger.js';

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
  for (const job of jobs) {
    queue.process(job.name, 1, async () => job.perform());
    await queue.add(job.name, {}, { repeat: { every: job.everyMs }, jobId: job.name });
  }
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
