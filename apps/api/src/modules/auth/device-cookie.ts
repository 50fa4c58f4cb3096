import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Response } from 'express';
import { env, isProduction } from '../../config/env.js';
import { now } from '../../core/clock.js';

// OWASP "device cookies": a successful sign-in leaves a signed, httpOnly cookie naming the account (by an HMAC
// of its e-mail, never the e-mail itself). A later sign-in to that account presenting it counts against the
// cookie's own limit, not the account's, so a stranger guessing the password cannot keep the owner out.
// Up to five accounts per browser (a shared reception computer); entries expire after 180 days.

export const DEVICE_COOKIE = 'jdc';
const MAX_ACCOUNTS = 5;
const TTL_SECONDS = 180 * 86_400;

let macKey: Buffer | undefined;
// Derived from the refresh secret, so no new secret has to be generated, kept and rotated.
const key = () => (macKey ??= createHmac('sha256', env.JWT_REFRESH_SECRET).update('zapdesk device cookie').digest());

const sign = (email: string, nonce: string, issuedAt: number) => createHmac('sha256', key()).update(`${email}\n${nonce}\n${issuedAt}`).digest();

const entriesOf = (cookie: unknown): string[] => (typeof cookie === 'string' ? cookie.split('~').slice(0, MAX_ACCOUNTS) : []);

/** The nonce of an entry made for this e-mail, with a valid signature and not expired; else null. */
function nonceFor(entry: string, email: string): string | null {
  const [nonce, issued, mac] = entry.split('.');
  const issuedAt = Number(issued);
  if (!nonce || !mac || !Number.isInteger(issuedAt)) return null;
  if (now().getTime() / 1000 - issuedAt > TTL_SECONDS) return null;
  // Compared as text: base64url's last character carries unused bits, so decoding first would accept
  // several spellings of one MAC (a changed cookie that still passes).
  const given = Buffer.from(mac);
  const expected = Buffer.from(sign(email, nonce, issuedAt).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** The device nonce this browser holds for the account, when it signed in to it before. */
export function trustedDevice(cookie: unknown, email: string): string | null {
  for (const entry of entriesOf(cookie)) {
    const nonce = nonceFor(entry, email);
    if (nonce) return nonce;
  }
  return null;
}

const options = (): CookieOptions => ({ httpOnly: true, secure: isProduction, sameSite: 'lax', path: '/auth', maxAge: TTL_SECONDS * 1000 });

/** After a successful sign-in: a fresh entry for this account first, the browser's other accounts after it. */
export function rememberDevice(res: Response, cookie: unknown, email: string): void {
  const nonce = randomBytes(16).toString('base64url');
  const issuedAt = Math.floor(now().getTime() / 1000);
  const entry = `${nonce}.${issuedAt}.${sign(email, nonce, issuedAt).toString('base64url')}`;
  const others = entriesOf(cookie).filter((old) => nonceFor(old, email) === null && /^[\w-]+\.\d+\.[\w-]+$/.test(old));
  res.cookie(DEVICE_COOKIE, [entry, ...others].slice(0, MAX_ACCOUNTS).join('~'), options());
}
