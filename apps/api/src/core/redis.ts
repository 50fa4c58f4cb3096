import { Redis, type RedisOptions } from 'ioredis';
import { env } from '../config/env.js';

/** Prefixes every key we own, so a test run (its own prefix and db) never touches a running instance. */
export const redisKey = (...parts: (string | number)[]) => [env.REDIS_PREFIX, ...parts].join(':');

/** A new Redis connection to REDIS_URL. */
export function createRedis(options: RedisOptions = {}): Redis {
  return new Redis(env.REDIS_URL, { lazyConnect: false, ...options });
}

let shared: Redis | undefined;
/** The process-wide Redis client for commands (rate limits, refresh tokens, leases). */
export function redis(): Redis {
  shared ??= createRedis({ maxRetriesPerRequest: 2 });
  return shared;
}

export async function closeRedis(): Promise<void> {
  if (shared) {
    await shared.quit().catch(() => undefined);
    shared = undefined;
  }
}
