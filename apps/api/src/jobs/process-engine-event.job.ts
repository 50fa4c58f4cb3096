import { setTimeout as sleep } from 'node:timers/promises';
import { logger } from '../core/logger.js';
import { traceStage, tracingStages } from '../core/stage-trace.js';
import { receiveEngineEvents } from '../modules/messages/receive-engine-events.js';
import { EngineEventConsumer, type ClaimedChat, type ClaimLimits } from './engine-event-queue.js';

// The worker's side of the engine-event queue: a few loops per process, each claiming a batch of ready
// chats (companies taking turns), applying it in one transaction, and only then acknowledging it. Several
// loops and several worker processes run at once; a chat is only ever in one batch.

export interface EngineEventProcessorOptions {
  /** Batches in flight at once in this process. */
  loops?: number;
  /** How long a claimed chat stays this consumer's without a renewal (a dead consumer's chats wait this long). */
  leaseMs?: number;
  limits?: Partial<ClaimLimits>;
  /** Told of every batch applied and acknowledged (metrics, tests). */
  onApplied?: (chats: ClaimedChat[]) => void;
}

// A company's share (50 events) bounds how long any batch takes when one company has a backlog, so a message
// of another company waits for at most one short batch per loop; several companies still fill a batch to 200.
const DEFAULT_LIMITS: ClaimLimits = { maxChats: 50, maxEventsPerChat: 20, maxEvents: 200, maxEventsPerCompany: 50 };
/** A chat that failed is retried after this (doubling with its failures), and set aside after MAX_FAILURES. */
const RETRY_MS = 1000;
const MAX_FAILURES = 5;

/** Errors a retry of the same batch can outlive: deadlocks, serialization failures, a dropped connection. */
function isTransient(error: unknown): boolean {
  const code =
    (error as { parent?: { code?: string }; original?: { code?: string } }).parent?.code ?? (error as { original?: { code?: string } }).original?.code;
  const name = (error as { name?: string }).name ?? '';
  return code === '40P01' || code === '40001' || name === 'SequelizeConnectionError' || name === 'SequelizeConnectionAcquireTimeoutError';
}

async function apply(chats: ClaimedChat[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await receiveEngineEvents(chats.map((chat) => chat.events));
      return;
    } catch (error) {
      if (!isTransient(error) || attempt >= 3) throw error;
      await sleep(50 * attempt);
    }
  }
}

/** The WhatsApp ids of the batch's messages (stage tracing, core/stage-trace.ts). */
const messageIdsOf = (chats: ClaimedChat[]) =>
  chats.flatMap((chat) => chat.events.flatMap(({ event }) => (event.type === 'message' ? [event.message.id] : [])));

export interface EngineEventProcessor {
  stop(): Promise<void>;
}

class Processor implements EngineEventProcessor {
  private stopping = false;
  private readonly loops: Promise<void>[] = [];
  private readonly consumers: EngineEventConsumer[] = [];
  private lastReap = 0;

  constructor(
    private readonly options: Required<Omit<EngineEventProcessorOptions, 'limits' | 'onApplied'>> &
      Pick<EngineEventProcessorOptions, 'onApplied'> & { limits: ClaimLimits },
  ) {
    for (let i = 0; i < options.loops; i += 1) {
      const consumer = new EngineEventConsumer(options.leaseMs);
      this.consumers.push(consumer);
      this.loops.push(this.run(consumer));
    }
  }

  private async run(consumer: EngineEventConsumer): Promise<void> {
    while (!this.stopping) {
      try {
        if (Date.now() - this.lastReap >= 1000) {
          this.lastReap = Date.now();
          await consumer.reap();
        }
        const chats = await consumer.claim(this.options.limits);
        if (chats.length === 0) await consumer.waitForWork(1000);
        else await this.process(consumer, chats);
      } catch (error) {
        if (this.stopping) return;
        logger.error({ err: error }, 'engine event loop failed');
        await sleep(500);
      }
    }
  }

  /** Applies the batch, acknowledging it; a failing batch is retried chat by chat, so one chat never holds the rest. */
  private async process(consumer: EngineEventConsumer, chats: ClaimedChat[]): Promise<void> {
    const renewal = setInterval(() => void consumer.renew(chats).catch(() => undefined), Math.max(200, this.options.leaseMs / 3));
    try {
      try {
        const traced = tracingStages ? messageIdsOf(chats) : [];
        const events = chats.reduce((n, chat) => n + chat.events.length, 0);
        traceStage('claimed', traced, events);
        await apply(chats);
        traceStage('committed', traced, events);
        await consumer.ack(chats);
        traceStage('acked', traced, events);
        this.options.onApplied?.(chats);
        return;
      } catch (error) {
        if (chats.length === 1) return await this.giveBack(consumer, chats[0], error);
      }
      for (const chat of chats) {
        try {
          await apply([chat]);
          await consumer.ack([chat]);
          this.options.onApplied?.([chat]);
        } catch (error) {
          await this.giveBack(consumer, chat, error);
        }
      }
    } finally {
      clearInterval(renewal);
    }
  }

  private async giveBack(consumer: EngineEventConsumer, chat: ClaimedChat, error: unknown): Promise<void> {
    logger.error({ err: error, chat: chat.chat, failures: chat.failures + 1 }, 'engine events failed: retried later');
    const dead = await consumer.release([chat], RETRY_MS * 2 ** chat.failures, MAX_FAILURES);
    if (dead > 0) logger.error({ chat: chat.chat }, 'engine event set aside after repeated failures (dead list)');
  }

  async stop(): Promise<void> {
    this.stopping = true;
    // A loop waiting for work wakes within a second; a batch under way finishes and is acknowledged.
    await Promise.all(this.loops);
    await Promise.all(this.consumers.map((consumer) => consumer.close()));
  }
}

/** A processor of its own (a second one in the same process stands for another worker in tests). */
export function createEngineEventProcessor(options: EngineEventProcessorOptions = {}): EngineEventProcessor {
  return new Processor({
    loops: options.loops ?? 2,
    leaseMs: options.leaseMs ?? 10_000,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    onApplied: options.onApplied,
  });
}

let running: EngineEventProcessor | undefined;

/** Starts processing engine events in this process (the worker's), once. */
export function startEngineEventProcessor(options: EngineEventProcessorOptions = {}): EngineEventProcessor {
  running ??= createEngineEventProcessor(options);
  return running;
}

/** Stops this process's processor (shutdown): batches under way finish first. */
export async function stopEngineEventProcessor(): Promise<void> {
  const stopping = running;
  running = undefined;
  await stopping?.stop();
}
