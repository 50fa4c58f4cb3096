import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../core/errors.js';
import { redis, redisKey } from '../../core/redis.js';

interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
  /** The identity counted; null skips this rule for the request. */
  key: (req: Request) => string | null;
}

/** Counts a hit in a fixed Redis window: the hits so far in it (this one included) and the seconds until it ends. */
export async function countHit(rule: Omit<RateLimitRule, 'key'>, identity: string): Promise<{ count: number; resetSeconds: number }> {
  const key = redisKey('rl', rule.name, identity);
  const [[, count], [, ttl]] = (await redis().multi().incr(key).ttl(key).exec()) as [[null, number], [null, number]];
  if (ttl < 0) await redis().expire(key, rule.windowSeconds);
  return { count, resetSeconds: ttl < 0 ? rule.windowSeconds : Math.max(ttl, 1) };
}

/** Counts a hit in a fixed Redis window; returns seconds to wait when over the limit, else 0. */
export async function hit(rule: Omit<RateLimitRule, 'key'>, identity: string): Promise<number> {
  const { count, resetSeconds } = await countHit(rule, identity);
  return count > rule.limit ? resetSeconds : 0;
}

/** Answers 429 with Retry-After (and the same seconds in the body's retryAfter). */
export function tooManyRequests(res: Response, retryAfterSeconds: number): never {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  throw new AppError('ERR_TOO_MANY_REQUESTS', 429, 'Too many attempts, try again later', { retryAfter: retryAfterSeconds });
}

/** Express middleware applying several rules; the first exceeded answers 429. */
export function rateLimit(...rules: RateLimitRule[]) {
  return async (req: Request, res: Response, next: NextFunction) => {
    for (const rule of rules) {
      const identity = rule.key(req);
      if (identity === null) continue;
      const wait = await hit(rule, identity);
      if (wait > 0) tooManyRequests(res, wait);
    }
    next();
  };
}

export const byIp = (req: Request) => req.ip ?? 'unknown';
