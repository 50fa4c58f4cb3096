import { createSecretKey, type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

/**
 * The HMAC key for a JWT secret, built once. jsonwebtoken 9 first tries to read a string secret as a
 * PEM public key and pays for the thrown error on every sign and verify (~3 ms of CPU per request,
 * more than listing a page of tickets); handing it a KeyObject skips that.
 */
export function signingKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return key;
}
