import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { EngineEvent } from '../channels/whatsapp/types.js';
import { env } from '../config/env.js';
import { createRedis, redis } from '../core/redis.js';
import { ACK, CLAIM, COUNTS, ENQUEUE, REAP, RELEASE, RENEW } from './engine-event-scripts.js';

// The durable queue of engine events (everything a WhatsApp session reports except its status), in Redis
// (AOF in production): one list per chat, so a chat's events keep their order while different chats, and
// different companies, are processed in parallel by any number of consumers in any number of processes.
// A consumer claims a set of ready chats (companies taking turns), processes their events, and only then
// acknowledges them; a consumer that dies leaves its chats leased until the lease runs out, then they are
// handed out again (processing is idempotent on (connection, WhatsApp id)). Scripts: engine-event-scripts.ts.

/** An engine event of a connection of a company, as queued. */
export interface QueuedEngineEvent {
  companyId: number;
  whatsappId: number;
  event: EngineEvent;
}

/** The chats a consumer holds, each with the events it took (oldest first). */
export interface ClaimedChat {
  chat: string;
  /** Earlier failed attempts at this chat's head: a chat that failed is retried one event at a time. */
  failures: number;
  events: QueuedEngineEvent[];
}

/** The jid a chat's events belong to: what must stay in order. Address-book syncs get a lane per connection. */
export function chatOf(event: EngineEvent): string {
  switch (event.type) {
    case 'message':
      return event.message.chatId;
    case 'ack':
    case 'edit':
    case 'revoke':
    case 'reaction':
      return event.chatId;
    case 'call':
      return event.from.lid ?? `${event.from.phone ?? 'unknown'}@s.whatsapp.net`;
    case 'contacts':
    case 'status':
      return event.type;
  }
}

const laneOf = (item: QueuedEngineEvent) => `${item.companyId}:${item.whatsappId}:${chatOf(item.event)}`;
const encode = (item: QueuedEngineEvent) => JSON.stringify([item.whatsappId, item.event]);
function decode(chat: string, raw: string): QueuedEngineEvent {
  const [whatsappId, event] = JSON.parse(raw) as [number, EngineEvent];
  return { companyId: Number(chat.slice(0, chat.indexOf(':'))), whatsappId, event };
}

type Scripts = Record<
  'engineEnqueue' | 'engineClaim' | 'engineAck' | 'engineRelease' | 'engineRenew' | 'engineReap' | 'engineCounts',
  (...args: (string | number)[]) => Promise<unknown>
>;

function withScripts(client: Redis): Redis & Scripts {
  const scripts = {
    engineEnqueue: ENQUEUE,
    engineClaim: CLAIM,
    engineAck: ACK,
    engineRelease: RELEASE,
    engineRenew: RENEW,
    engineReap: REAP,
    engineCounts: COUNTS,
  };
  for (const [name, lua] of Object.entries(scripts)) {
    if (!(name in client)) client.defineCommand(name, { numberOfKeys: 0, lua });
  }
  return client as Redis & Scripts;
}

const prefix = () => `${env.REDIS_PREFIX}:engine`;

/**
 * Queues engine events durably, in the order given within each chat, with one Redis call for the lot
 * (a busy phone reports hundreds at once). Resolves once Redis has them.
 */
export async function enqueueEngineEvents(items: QueuedEngineEvent[]): Promise<void> {
  if (items.length === 0) return;
  const byChat = new Map<string, string[]>();
  for (const item of items) {
    const lane = laneOf(item);
    const list = byChat.get(lane) ?? [];
    list.push(encode(item));
    byChat.set(lane, list);
  }
  const args: (string | number)[] = [prefix()];
  for (const [chat, events] of byChat) args.push(chat, events.length, ...events);
  await withScripts(redis()).engineEnqueue(...args);
}

let coalescing: { items: QueuedEngineEvent[]; done: Promise<void> } | undefined;

/**
 * Queues one event durably; events reported in the same turn of the event loop (a busy phone's burst, a
 * sandbox batch) travel to Redis together. Resolves once Redis has it. One connection carries the calls in
 * order, so a chat's events keep theirs.
 */
export function enqueueEngineEvent(item: QueuedEngineEvent): Promise<void> {
  if (!coalescing) {
    const batch: { items: QueuedEngineEvent[]; done: Promise<void> } = { items: [], done: Promise.resolve() };
    batch.done = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      if (coalescing === batch) coalescing = undefined;
      return enqueueEngineEvents(batch.items);
    });
    coalescing = batch;
  }
  coalescing.items.push(item);
  return coalescing.done;
}

/** Events not yet processed (waiting) and those in chats a consumer is processing (active); tests, health checks. */
export async function engineEventCounts(): Promise<{ waiting: number; active: number }> {
  const [pending, active] = (await withScripts(redis()).engineCounts(prefix())) as [number, number];
  return { waiting: Math.max(0, pending - active), active };
}

/** The limits of one claim. */
export interface ClaimLimits {
  maxChats: number;
  maxEventsPerChat: number;
  maxEvents: number;
  /** A company's share of one claim, even when no other company is waiting (engine-event-scripts.ts, CLAIM). */
  maxEventsPerCompany: number;
}

/** One consumer's handle on the queue: its own token and a blocking connection to wait for work on. */
export class EngineEventConsumer {
  readonly token = randomUUID();
  private readonly blocking: Redis;

  constructor(private readonly leaseMs: number) {
    this.blocking = createRedis({ maxRetriesPerRequest: null });
  }

  private get client() {
    return withScripts(redis());
  }

  /** Takes ready chats (companies taking turns) and leases them to this consumer. */
  async claim(limits: ClaimLimits): Promise<ClaimedChat[]> {
    const flat = (await this.client.engineClaim(
      prefix(),
      this.leaseMs,
      this.token,
      limits.maxChats,
      limits.maxEventsPerChat,
      limits.maxEvents,
      limits.maxEventsPerCompany,
    )) as (string | number)[];
    const claimed: ClaimedChat[] = [];
    for (let i = 0; i < flat.length;) {
      const chat = String(flat[i]);
      const failures = Number(flat[i + 1]);
      const count = Number(flat[i + 2]);
      const raw = flat.slice(i + 3, i + 3 + count).map(String);
      claimed.push({ chat, failures, events: raw.map((event) => decode(chat, event)) });
      i += 3 + count;
    }
    return claimed;
  }

  /** Removes the processed events (the first `events.length` of each chat) and frees the chats. */
  async ack(chats: ClaimedChat[]): Promise<void> {
    if (chats.length === 0) return;
    await this.client.engineAck(prefix(), this.token, ...chats.flatMap((c) => [c.chat, c.events.length]));
  }

  /** Gives chats back after a failure: retried after `retryInMs`, the head set aside after `maxFailures`. */
  async release(chats: ClaimedChat[], retryInMs: number, maxFailures: number): Promise<number> {
    if (chats.length === 0) return 0;
    return Number(await this.client.engineRelease(prefix(), this.token, retryInMs, maxFailures, ...chats.map((c) => c.chat)));
  }

  /** Extends the leases of chats still being processed. */
  async renew(chats: ClaimedChat[]): Promise<void> {
    if (chats.length > 0) await this.client.engineRenew(prefix(), this.leaseMs, this.token, ...chats.map((c) => c.chat));
  }

  /** Hands out again the chats whose lease ran out (a dead consumer's, or a failure's cool-down). */
  async reap(limit = 1000): Promise<number> {
    return Number(await this.client.engineReap(prefix(), limit));
  }

  /** Waits until an enqueue or an ack signals work, or `timeoutMs` passes. */
  async waitForWork(timeoutMs: number): Promise<void> {
    await this.blocking.blpop(`${prefix()}:nudge`, timeoutMs / 1000);
  }

  async close(): Promise<void> {
    this.blocking.disconnect();
  }
}
