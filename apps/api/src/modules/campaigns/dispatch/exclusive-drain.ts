import { randomUUID } from 'node:crypto';
import { redis, redisKey } from '../../../core/redis.js';

// One drainer per key across every process (a connection's pacer, a company's number check), held by a Redis
// lease renewed while it works. A drainer that dies lets its lease run out; the next kick or sweep takes over.

const LEASE_MS = 15_000;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

export interface Lease {
  /** False once another process took the lease (this one must stop). */
  held(): boolean;
}

async function acquire(key: string, token: string): Promise<boolean> {
  return (await redis().set(key, token, 'PX', LEASE_MS, 'NX')) === 'OK';
}

/**
 * Runs `drain` unless another process holds `name`. After letting the lease go it asks `more()` again, so work
 * committed while the lease was being released is never stranded (its kick found the lease held). Answers
 * whether this call drained at all.
 */
export async function drainExclusively(name: string, drain: (lease: Lease) => Promise<void>, more: () => Promise<boolean>): Promise<boolean> {
  const key = redisKey('campaigns', 'lease', name);
  const token = randomUUID();
  let ran = false;
  while (await acquire(key, token)) {
    ran = true;
    let held = true;
    const renewal = setInterval(() => {
      redis()
        .eval(RENEW, 1, key, token, LEASE_MS)
        .then((ok) => (held = held && ok === 1))
        .catch(() => undefined);
    }, LEASE_MS / 3);
    try {
      await drain({ held: () => held });
    } finally {
      clearInterval(renewal);
      await redis().eval(RELEASE, 1, key, token);
    }
    if (!held || !(await more())) break;
  }
  return ran;
}

/** Waits `ms` (the pacer's pause), waking early to notice a lost lease. */
export async function pause(ms: number, lease: Lease): Promise<void> {
  const until = Date.now() + ms;
  while (lease.held() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, until - Date.now())));
}
