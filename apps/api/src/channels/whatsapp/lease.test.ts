import { describe, expect, it } from 'vitest';
import { redis, redisKey } from '../../core/redis.js';
import { SessionLease } from './lease.js';

const id = () => 900_000 + Math.floor(Math.random() * 99_999);
const TTL = 30_000;
const leaseKey = (whatsappId: number) => redisKey('wa-lease', whatsappId);

// Expiry is Redis's own (PX): instead of waiting for it, a test sets the key's remaining time, which is
// what the passing of time does, so no assertion depends on how fast the machine is.
describe('SessionLease', () => {
  it('lets one owner hold a connection; the other gets it only after expiry, with a higher epoch', async () => {
    const whatsappId = id();
    const a = new SessionLease(redis(), whatsappId, 'a', TTL);
    const b = new SessionLease(redis(), whatsappId, 'b', TTL);
    expect(await a.acquire()).toBe(true);
    expect(await redis().pttl(leaseKey(whatsappId))).toBeGreaterThan(TTL - 5_000);
    expect(await b.acquire()).toBe(false);
    // The holder stopped renewing and its TTL ran out.
    await redis().pexpire(leaseKey(whatsappId), 0);
    expect(await b.acquire()).toBe(true);
    expect(b.epoch).toBeGreaterThan(a.epoch);
    expect(await a.renew()).toBe(false);
    expect(a.isHeld()).toBe(false);
  });

  it('renewal pushes the expiry back; release frees it only for its owner', async () => {
    const whatsappId = id();
    const a = new SessionLease(redis(), whatsappId, 'a', TTL);
    const b = new SessionLease(redis(), whatsappId, 'b', TTL);
    await a.acquire();
    // Most of the TTL has passed: a renewal gives the holder a whole TTL again.
    await redis().pexpire(leaseKey(whatsappId), 1_000);
    expect(await a.renew()).toBe(true);
    expect(await redis().pttl(leaseKey(whatsappId))).toBeGreaterThan(TTL - 5_000);
    expect(await b.acquire()).toBe(false);
    await b.release();
    expect(await b.acquire()).toBe(false);
    await a.release();
    expect(await b.acquire()).toBe(true);
  });
});
