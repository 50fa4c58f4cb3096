import { describe, expect, it } from 'vitest';
import { redis } from '../../core/redis.js';
import { SessionLease } from './lease.js';

const id = () => 900_000 + Math.floor(Math.random() * 99_999);

describe('SessionLease', () => {
  it('lets one owner hold a connection; the other gets it only after expiry, with a higher epoch', async () => {
    const whatsappId = id();
    const a = new SessionLease(redis(), whatsappId, 'a', 200);
    const b = new SessionLease(redis(), whatsappId, 'b', 200);
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    await new Promise((r) => setTimeout(r, 260));
    expect(await b.acquire()).toBe(true);
    expect(b.epoch).toBeGreaterThan(a.epoch);
    expect(await a.renew()).toBe(false);
    expect(a.isHeld()).toBe(false);
  });

  it('renewal keeps it; release frees it only for its owner', async () => {
    const whatsappId = id();
    const a = new SessionLease(redis(), whatsappId, 'a', 200);
    const b = new SessionLease(redis(), whatsappId, 'b', 200);
    await a.acquire();
    await new Promise((r) => setTimeout(r, 120));
    expect(await a.renew()).toBe(true);
    await new Promise((r) => setTimeout(r, 120));
    expect(await b.acquire()).toBe(false);
    await b.release();
    expect(await b.acquire()).toBe(false);
    await a.release();
    expect(await b.acquire()).toBe(true);
  });
});
