import Bull, { type Queue } from 'bull';
import { env } from '../config/env.js';
import { createRedis } from '../core/redis.js';
import { logger } from '../core/logger.js';
import { now } from '../core/clock.js';
import type { ScheduleJobRef, ScheduleTimer } from '../core/schedule-timer.js';
import type { QueuedEngineEvent } from './engine-event-queue.js';
import type { CampaignJobs, CampaignStartRef, PacerRef } from '../modules/campaigns/campaign-jobs.js';

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
  // process() resolves only when the queue closes; its errors reach the queue's 'error' event.
  void queue.process('*', 1, async (bullJob) => {
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

/**
 * Engine events an older version left in its Bull queue (`whatsapp-events`, processed one at a time) are
 * handed to the engine-event queue at the worker's boot, oldest first, so an upgrade loses none.
 */
export async function moveLegacyEngineEvents(enqueue: (items: QueuedEngineEvent[]) => Promise<void>): Promise<number> {
  const legacy = bullQueue<QueuedEngineEvent>('whatsapp-events');
  let moved = 0;
  for (;;) {
    const jobs = (await legacy.getJobs(['waiting', 'delayed', 'paused'], 0, 499, true)).filter(Boolean);
    if (jobs.length === 0) break;
    await enqueue(jobs.map((job) => job.data));
    await Promise.all(jobs.map((job) => job.remove()));
    moved += jobs.length;
  }
  return moved;
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
  void bullQueue<ScheduleJobRef>(SCHEDULES).process(2, async (job) => handler(job.data));
}

/** The state of one schedule version's job, or null when there is none (tests, health checks). */
export async function scheduleJobState(ref: ScheduleJobRef): Promise<string | null> {
  const job = await bullQueue<ScheduleJobRef>(SCHEDULES).getJob(scheduleJobId(ref));
  return job ? job.getState() : null;
}

// Campaigns (modules/campaigns/campaign-jobs.ts): three queues, one processor each. Starts are delayed jobs,
// one per campaign version; pacer and number-check jobs are wake-ups (the work runs under a Redis lease per
// connection or company, so a wake-up finding it held returns at once).
const CAMPAIGN_STARTS = 'campaign-starts';
const CAMPAIGN_PACERS = 'campaign-pacers';
const NUMBER_CHECKS = 'number-checks';
const campaignStartJobId = (ref: CampaignStartRef) => `campaign-${ref.campaignId}-v${ref.version}`;
const wakeUp = { removeOnComplete: true, removeOnFail: 100, attempts: 3, backoff: { type: 'exponential', delay: 1000 } };

/** The Bull-backed campaign jobs. */
export const bullCampaignJobs: CampaignJobs = {
  async armStart(ref, at) {
    const delay = Math.max(0, at.getTime() - now().getTime());
    await bullQueue<CampaignStartRef>(CAMPAIGN_STARTS).add(ref, {
      jobId: campaignStartJobId(ref),
      delay,
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
  },
  async disarmStart(ref) {
    const job = await bullQueue<CampaignStartRef>(CAMPAIGN_STARTS).getJob(campaignStartJobId(ref));
    await job?.remove().catch((error: unknown) => logger.warn({ err: error, ...ref }, 'campaign start job not removed'));
  },
  async kickPacer(ref) {
    await bullQueue<PacerRef>(CAMPAIGN_PACERS).add(ref, wakeUp);
  },
  async checkNumbers(companyId) {
    await bullQueue<{ companyId: number }>(NUMBER_CHECKS).add({ companyId }, wakeUp);
  },
};

/** Runs the campaign jobs (worker process): pacers are long (they pause between sends), so many run at once. */
export function processCampaignJobs(handlers: {
  start: (ref: CampaignStartRef) => Promise<unknown>;
  pace: (ref: PacerRef) => Promise<unknown>;
  checkNumbers: (companyId: number) => Promise<unknown>;
}): void {
  void bullQueue<CampaignStartRef>(CAMPAIGN_STARTS).process(2, async (job) => handlers.start(job.data));
  void bullQueue<PacerRef>(CAMPAIGN_PACERS).process(50, async (job) => handlers.pace(job.data));
  void bullQueue<{ companyId: number }>(NUMBER_CHECKS).process(10, async (job) => handlers.checkNumbers(job.data.companyId));
}

/** The state of one campaign version's start job, or null (tests). */
export async function campaignStartJobState(ref: CampaignStartRef): Promise<string | null> {
  const job = await bullQueue<CampaignStartRef>(CAMPAIGN_STARTS).getJob(campaignStartJobId(ref));
  return job ? job.getState() : null;
}

const WEBHOOKS = 'webhooks';

/** One webhook delivery to attempt; `since` is when its series of tries began (the event, or a resend). */
export interface WebhookJob {
  deliveryId: string;
  companyId: number;
  since: number;
}

/**
 * Webhook retries (§10 External API and webhooks): the first within a minute (30 s), then each twice as long,
 * for a day; the processor gives up once the next try would fall past the day (deliver-webhook.ts).
 */
export const WEBHOOK_RETRY = { firstDelayMs: 30_000, attempts: 13 } as const;

/** Queues a delivery's tries; a resend is a new series of tries of the same delivery (its own job id). */
export async function enqueueWebhookDelivery(job: WebhookJob, series = 'event'): Promise<void> {
  await bullQueue<WebhookJob>(WEBHOOKS).add(job, {
    jobId: `${job.deliveryId}-${series}`,
    attempts: WEBHOOK_RETRY.attempts,
    backoff: { type: 'exponential', delay: WEBHOOK_RETRY.firstDelayMs },
    removeOnComplete: 1000,
    removeOnFail: 1000,
  });
}

/** Delivers webhooks (worker process), four at a time; the handler throws to have Bull try again later. */
export function processWebhookDeliveries(handler: (job: WebhookJob, attemptsMade: number) => Promise<void>): void {
  void bullQueue<WebhookJob>(WEBHOOKS).process(4, async (job) => handler(job.data, job.attemptsMade));
}

/** The delayed retries waiting in the webhook queue, with when each is due (tests promote one instead of waiting). */
export async function delayedWebhookJobs(): Promise<{ deliveryId: string; dueAt: number; promote: () => Promise<void> }[]> {
  const queue = bullQueue<WebhookJob>(WEBHOOKS);
  const jobs = await queue.getDelayed();
  return Promise.all(
    jobs.map(async (job) => {
      // Bull scores its delayed set by due time × 4096 (plus a tie-breaker in the low bits).
      const score = Number(await queue.client.zscore(queue.toKey('delayed'), String(job.id)));
      return { deliveryId: job.data.deliveryId, dueAt: Math.floor(score / 0x1000), promote: () => job.promote() };
    }),
  );
}

const ASSISTANTS = 'assistants';

/** A customer message an assistant (prompt or integration) should answer (modules/assistants). */
export interface AssistantJob {
  companyId: number;
  ticketId: number;
  messageId: number;
}

/**
 * Queues an assistant's turn after the message's commit. A ticket's turns run one at a time (a Redis lock in
 * the handler); a turn finding the ticket busy throws and Bull tries it again shortly.
 */
export async function enqueueAssistantTurn(job: AssistantJob): Promise<void> {
  await bullQueue<AssistantJob>(ASSISTANTS).add(job, {
    jobId: `assistant-${job.ticketId}-${job.messageId}`,
    attempts: 120,
    backoff: { type: 'fixed', delay: 500 },
    removeOnComplete: 1000,
    removeOnFail: 1000,
  });
}

/** Runs assistants' turns (worker process), several tickets at once. */
export function processAssistantTurns(handler: (job: AssistantJob) => Promise<void>): void {
  void bullQueue<AssistantJob>(ASSISTANTS).process(8, async (job) => handler(job.data));
}
