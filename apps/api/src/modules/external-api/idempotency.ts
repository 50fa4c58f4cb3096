import { createHash } from 'node:crypto';
import { AppError } from '../../core/errors.js';
import { redis, redisKey } from '../../core/redis.js';

// Idempotency keys (§10 External API and webhooks: kept 24 hours per token): a request retried with the same
// `Idempotency-Key` gets the first request's answer instead of sending again. The key is claimed before the
// work (SET NX), so two copies arriving together cannot both send: the second is told the first is running.

const KEPT_SECONDS = 24 * 60 * 60;
/** A claim whose request died with its process is released after this long, so the key can be used again. */
const RUNNING_SECONDS = 5 * 60;

const HEADER = 'Idempotency-Key';

type Entry = { state: 'running'; fingerprint: string } | { state: 'done'; fingerprint: string; answer: unknown };

const conflict = (message: string) => new AppError('ERR_VALIDATION', 409, `${HEADER}: ${message}`, { field: HEADER });

/** The header's value, checked: 1 to 255 visible ASCII characters; undefined when absent. */
export function idempotencyKeyOf(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(value)) {
    throw new AppError('ERR_VALIDATION', 400, `${HEADER}: must be 1 to 255 visible ASCII characters`, { field: HEADER });
  }
  return value;
}

/** A digest of what a request asks for: the same key with another request is refused, never answered with the first's result. */
export function requestFingerprint(parts: unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(Buffer.isBuffer(part) ? part : JSON.stringify(part ?? null)).update('\0');
  return hash.digest('hex');
}

export interface IdempotentResult<T> {
  answer: T;
  /** True when this is the stored answer of an earlier request. */
  replayed: boolean;
}

/**
 * Runs `work` once per (connection, key): a repeat with the same request answers the stored result; with
 * another request, or while the first still runs, 409 ERR_VALIDATION naming the header. A failed request
 * keeps nothing, so it may be retried with the same key. Without a key `work` simply runs.
 */
export async function onceForKey<T>(scope: string, key: string | undefined, fingerprint: string, work: () => Promise<T>): Promise<IdempotentResult<T>> {
  if (key === undefined) return { answer: await work(), replayed: false };
  const slot = redisKey('idem', scope, createHash('sha256').update(key).digest('hex'));
  const claim: Entry = { state: 'running', fingerprint };
  const claimed = await redis().set(slot, JSON.stringify(claim), 'EX', RUNNING_SECONDS, 'NX');
  if (!claimed) {
    const raw = await redis().get(slot);
    const entry = raw ? (JSON.parse(raw) as Entry) : null;
    if (!entry) throw conflict('the first request with this key has just ended; retry');
    if (entry.fingerprint !== fingerprint) throw conflict('already used for a different request');
    if (entry.state === 'running') throw conflict('the first request with this key is still running');
    return { answer: entry.answer as T, replayed: true };
  }
  let answer: T;
  try {
    answer = await work();
  } catch (error) {
    await redis().del(slot);
    throw error;
  }
  const done: Entry = { state: 'done', fingerprint, answer };
  await redis().set(slot, JSON.stringify(done), 'EX', KEPT_SECONDS);
  return { answer, replayed: false };
}
