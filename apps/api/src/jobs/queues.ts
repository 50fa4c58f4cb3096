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
