import { now } from './clock.js';
import { redis, redisKey } from './redis.js';

/**
 * A slow-down gate (OWASP's advice for guessable secrets: slow guesses down rather than lock the account):
 * the first `free` attempts of a window pass at once; past them each attempt must wait, after the previous
 * one, twice as long as that one had to (from `baseMs` up to `maxMs`). The window restarts after
 * `windowSeconds` without attempts. Nobody is locked out for longer than `maxMs` at a time.
 */
export interface GateRule {
  name: string;
  free: number;
  baseMs: number;
  maxMs: number;
  windowSeconds: number;
}

// Atomic check-and-take, so concurrent attempts (many addresses at once) cannot all pass the same opening.
const ENTER = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
if count >= free and now < nextAt then return nextAt - now end
count = count + 1
local delay = 0
if count >= free then delay = math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ (count - free)) end
redis.call('HSET', KEYS[1], 'count', count, 'next', string.format('%d', now + delay))
redis.call('EXPIRE', KEYS[1], ARGV[5])
return 0`;

// A successful attempt gives its place back: it was no guess.
const LEAVE = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
if count > 0 then redis.call('HSET', KEYS[1], 'count', count - 1) end
return 0`;

const gateKey = (rule: GateRule, identity: string) => redisKey('gate', rule.name, identity);

/** Takes an attempt: 0 when it may proceed (and is counted), else the seconds to wait (at least 1). */
export async function enterGate(rule: GateRule, identity: string): Promise<number> {
  const args = [now().getTime(), rule.free, rule.baseMs, rule.maxMs, rule.windowSeconds];
  const waitMs = Number(await redis().eval(ENTER, 1, gateKey(rule, identity), ...args));
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
}

/** Gives a successful attempt's place back. */
export async function leaveGate(rule: GateRule, identity: string): Promise<void> {
  await redis().eval(LEAVE, 1, gateKey(rule, identity));
}
