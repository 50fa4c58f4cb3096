import type { NextFunction, Request, Response } from 'express';
import { env } from '../../config/env.js';
import { systemContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { byIp, countHit, hit, tooManyRequests } from '../../http/middleware/rate-limit.js';
import type { Whatsapp } from '../../models/index.js';
import { assertApiAccess } from './assert-api-access.js';
import { bearerToken, findConnectionByToken } from './connection-token.js';

// The external API's gate (§7 External message API, §10 External API and webhooks): the connection token
// decides the company and the connection; requests are counted per token, unknown tokens per address.

/** Unknown tokens one address may present per minute before it waits: tokens are not guessed by the thousand. */
const UNKNOWN_TOKENS_PER_MINUTE = 20;

const LOCALS_KEY = 'apiConnection';

/** The connection whose token the request carried (set by requireConnectionToken). */
export function apiConnectionOf(res: Response): Whatsapp {
  const connection = res.locals[LOCALS_KEY] as Whatsapp | undefined;
  if (!connection) throw new Error('requireConnectionToken must run before the route');
  return connection;
}

const invalidToken = () => new AppError('ERR_INVALID_TOKEN', 401, 'A valid connection token is required (Authorization: Bearer <token>)');

/**
 * 401 ERR_INVALID_TOKEN without a known token; then the token's rate limit (RateLimit-* headers on every answer,
 * 429 with Retry-After past it); then the plan flag and the subscription (403). Sets req.ctx to the
 * connection's company, acting as the system (the API's messages are the company's, not a user's).
 */
export async function requireConnectionToken(req: Request, res: Response, next: NextFunction): Promise<void> {
  const token = bearerToken(req.headers.authorization);
  const connection = token ? await findConnectionByToken(token) : null;
  if (!connection) {
    const wait = await hit({ name: 'api-unknown-token', limit: UNKNOWN_TOKENS_PER_MINUTE, windowSeconds: 60 }, byIp(req));
    if (wait > 0) tooManyRequests(res, wait);
    throw invalidToken();
  }
  const limit = env.API_RATE_LIMIT_PER_MINUTE;
  const { count, resetSeconds } = await countHit({ name: 'api-token', limit, windowSeconds: 60 }, String(connection.id));
  res.setHeader('RateLimit-Limit', String(limit));
  res.setHeader('RateLimit-Remaining', String(Math.max(0, limit - count)));
  res.setHeader('RateLimit-Reset', String(resetSeconds));
  if (count > limit) tooManyRequests(res, resetSeconds);
  req.ctx = systemContext(connection.companyId, 'external-api');
  await assertApiAccess(req.ctx);
  res.locals[LOCALS_KEY] = connection;
  next();
}
