import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { env } from '../../config/env.js';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password.js';

describe('password hashes', () => {
  it('are bcrypt at the configured cost (BCRYPT_ROUNDS; the test stack sets the minimum) and verify only their password', async () => {
    expect(env.BCRYPT_ROUNDS).toBe(4);
    const hash = await hashPassword('senha-certa');
    expect(bcrypt.getRounds(hash)).toBe(4);
    expect(bcrypt.getRounds(DUMMY_HASH)).toBe(4);
    expect(await verifyPassword('senha-certa', hash)).toBe(true);
    expect(await verifyPassword('senha-errada', hash)).toBe(false);
  });

  it('made at another cost (a deployment that raised or lowered it) still verify', async () => {
    const older = await bcrypt.hash('senha-antiga', 10);
    expect(await verifyPassword('senha-antiga', older)).toBe(true);
  });
});
