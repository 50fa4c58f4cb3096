import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { env } from '../../config/env.js';
import { AppError } from '../../core/errors.js';
import { redis, redisKey } from '../../core/redis.js';
import { signingKey } from './signing-key.js';

// Refresh tokens are JWTs whose jti must still be listed in Redis: rotation deletes the old jti,
// logout deletes it, a password change deletes every jti of the user.

interface RefreshClaims {
  id: number;
  sid: string;
  jti: string;
}

const ttlSeconds = () => env.REFRESH_TOKEN_TTL_DAYS * 86_400;
const tokenKey = (jti: string) => redisKey('refresh', jti);
const userSetKey = (userId: number) => redisKey('refresh-user', userId);

/** Issues a refresh token for a session and records it as live. */
export async function issueRefreshToken(userId: number, sessionId: string): Promise<string> {
  const jti = randomUUID();
  await redis().multi().set(tokenKey(jti), String(userId), 'EX', ttlSeconds()).sadd(userSetKey(userId), jti).expire(userSetKey(userId), ttlSeconds()).exec();
  return jwt.sign({ id: userId, sid: sessionId, jti }, signingKey(env.JWT_REFRESH_SECRET), { expiresIn: ttlSeconds() });
}

function decode(token: string | undefined): RefreshClaims | null {
  if (!token) return null;
  try {
    const decoded = jwt.verify(token, signingKey(env.JWT_REFRESH_SECRET));
    return typeof decoded === 'object' ? (decoded as unknown as RefreshClaims) : null;
  } catch {
    return null;
  }
}

/** Consumes a refresh token (single use): returns its user and session, or 401 when unknown or revoked. */
export async function consumeRefreshToken(token: string | undefined): Promise<{ userId: number; sessionId: string }> {
  const claims = decode(token);
  // DEL answers 1 only for the first caller, so a replayed token loses the race and is refused.
  const removed = claims ? await redis().del(tokenKey(claims.jti)) : 0;
  if (!claims || removed !== 1) throw new AppError('ERR_SESSION_EXPIRED', 401, 'Session expired');
  await redis().srem(userSetKey(claims.id), claims.jti);
  return { userId: claims.id, sessionId: claims.sid };
}

/** Revokes one refresh token (logout): its user when it was still live, else null (unknown or already used). */
export async function revokeRefreshToken(token: string | undefined): Promise<number | null> {
  const claims = decode(token);
  if (!claims) return null;
  const results = await redis().multi().del(tokenKey(claims.jti)).srem(userSetKey(claims.id), claims.jti).exec();
  return results?.[0]?.[1] === 1 ? claims.id : null;
}

/** Revokes every refresh token of a user (password change, deletion). */
export async function revokeAllRefreshTokens(userId: number): Promise<void> {
  const jtis = await redis().smembers(userSetKey(userId));
  const multi = redis().multi();
  for (const jti of jtis) multi.del(tokenKey(jti));
  await multi.del(userSetKey(userId)).exec();
}
