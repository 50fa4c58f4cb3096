import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import { logger } from '../../core/logger.js';
import { createRedis, redis, redisKey } from '../../core/redis.js';
import { loadSessionState, type SessionState } from './session-state.js';

// The session states every request and socket event checks, cached per process: a hit costs a map lookup.
// A change is announced on a Redis channel after its commit, and every process forgets what it touched; the
// short TTL only bounds the damage of an announcement lost while Redis itself was failing.

/** Which sessions a change touches: one user's, or those of every user of a company. */
export type SessionScope = { userId: number } | { companyId: number };

const TTL_MS = 30_000;
const cache = new LRUCache<number, { state: SessionState | null }>({ max: 50_000, ttl: TTL_MS });
// Raised by every forget: a database read that began before a change must not be cached after it.
let generation = 0;
let subscriber: Redis | undefined;
// Entries are cached only while the channel is subscribed; without it a change could go unheard.
let listening = false;
let subscribed: Promise<void> = Promise.resolve();
let markSubscribed: () => void = () => undefined;

const channel = () => redisKey('session-changes');

function forgetLocally(scope: SessionScope): void {
  generation += 1;
  if ('userId' in scope) {
    cache.delete(scope.userId);
    return;
  }
  for (const [userId, entry] of cache.entries()) if (entry.state?.companyId === scope.companyId) cache.delete(userId);
}

function parseScope(message: string): SessionScope | null {
  try {
    const value = JSON.parse(message) as Record<string, unknown>;
    if (Number.isInteger(value.userId)) return { userId: value.userId as number };
    if (Number.isInteger(value.companyId)) return { companyId: value.companyId as number };
  } catch {
    // A malformed message forgets nothing specific: the catch-all below forgets everything.
  }
  return null;
}

function listen(): void {
  if (subscriber) return;
  const sub = createRedis();
  subscriber = sub;
  subscribed = new Promise((resolve) => (markSubscribed = resolve));
  sub.on('message', (_channel: string, message: string) => {
    const scope = parseScope(message);
    if (scope) forgetLocally(scope);
    else {
      generation += 1;
      cache.clear();
    }
  });
  // Announcements sent while disconnected are lost: start over empty and cache again once subscribed.
  sub.on('close', () => {
    if (subscriber !== sub) return; // a closed predecessor's late event says nothing of the current channel
    listening = false;
    generation += 1;
    cache.clear();
  });
  sub.on('ready', () => {
    sub
      .subscribe(channel())
      .then(() => {
        if (subscriber !== sub) return;
        generation += 1;
        cache.clear();
        listening = true;
        markSubscribed();
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'session change channel: subscribe failed'));
  });
  sub.on('error', (error: unknown) => logger.warn({ err: error }, 'session change channel error'));
}

// Concurrent misses for one user share one read (a burst of requests, a company's sockets re-checked at once),
// as long as nothing was forgotten since it began.
const reads = new Map<number, { generation: number; state: Promise<SessionState | null> }>();

async function read(userId: number): Promise<SessionState | null> {
  const seen = generation;
  try {
    const state = await loadSessionState(userId);
    if (listening && seen === generation) cache.set(userId, { state });
    return state;
  } finally {
    if (reads.get(userId)?.generation === seen) reads.delete(userId);
  }
}

/** The user's current session state, from this process's cache or the database. */
export async function sessionState(userId: number): Promise<SessionState | null> {
  const hit = cache.get(userId);
  if (hit) return hit.state;
  listen();
  const pending = reads.get(userId);
  if (pending?.generation === generation) return pending.state;
  const state = read(userId);
  reads.set(userId, { generation, state });
  return state;
}

/** Subscribes to the change channel (at boot, so the first requests are cached too); resolves once listening. */
export function startSessionCache(): Promise<void> {
  listen();
  return subscribed;
}

/** This process forgets the cached states of a scope (a socket server about to re-check its sockets does it first). */
export function forgetSessionState(scope: SessionScope): void {
  forgetLocally(scope);
}

/** After a change committed: this process forgets the scope at once, every other process on the Redis channel. */
export async function announceSessionChange(scope: SessionScope): Promise<void> {
  forgetLocally(scope);
  await redis().publish(channel(), JSON.stringify(scope));
}

/** Closes the channel's connection (process shutdown, end of a test file). */
export async function closeSessionCache(): Promise<void> {
  const sub = subscriber;
  subscriber = undefined;
  listening = false;
  cache.clear();
  if (sub) await sub.quit().catch(() => undefined);
}
