import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { redis, redisKey } from '../../core/redis.js';

// A reset code is 6 random digits, kept only as a hash, valid for one hour and for one use.
// Five wrong tries burn it, so the million codes cannot be walked within its hour.

export const RESET_CODE_TTL_SECONDS = 3600;
const MAX_ATTEMPTS = 5;

const codeKey = (userId: number) => redisKey('pwreset', userId);
const hash = (code: string) => createHash('sha256').update(code).digest();

/** Issues a new code for the user (replacing any earlier one) and returns it for the e-mail. */
export async function issueResetCode(userId: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await redis().hset(codeKey(userId), { hash: hash(code).toString('hex'), attempts: 0 });
  await redis().expire(codeKey(userId), RESET_CODE_TTL_SECONDS);
  return code;
}

/** Consumes the code when it matches; a wrong code counts an attempt. */
export async function consumeResetCode(userId: number, code: string): Promise<boolean> {
  const stored = await redis().hget(codeKey(userId), 'hash');
  if (!stored) return false;
  const matches = /^\d{6}$/.test(code) && timingSafeEqual(Buffer.from(stored, 'hex'), hash(code));
  if (matches) {
    // DEL answers 1 for one caller only: two requests racing with the same code cannot both win.
    return (await redis().del(codeKey(userId))) === 1;
  }
  const attempts = await redis().hincrby(codeKey(userId), 'attempts', 1);
  if (attempts >= MAX_ATTEMPTS) await redis().del(codeKey(userId));
  return false;
}
