import { describe, expect, it } from 'vitest';
import { backoffBaseMs, decideReconnect } from './reconnect-policy.js';

const middle = () => 0.5; // no jitter: the delay is the base
const decide = (statusCode: number | undefined, paired = true, attempt = 0, random = middle) => decideReconnect({ statusCode, paired, attempt, random });

describe('decideReconnect', () => {
  it.each([
    [401, { action: 'stop', status: 'DISCONNECTED', wipe: true, reason: 'loggedOut' }],
    [403, { action: 'stop', status: 'DISCONNECTED', wipe: false, reason: 'forbidden' }],
    [440, { action: 'stop', status: 'DISCONNECTED', wipe: false, reason: 'connectionReplaced' }],
    [411, { action: 'stop', status: 'DISCONNECTED', wipe: false, reason: 'multideviceMismatch' }],
    [515, { action: 'reconnect-now', delayMs: 0 }],
  ])('%s → %o', (code, decision) => {
    expect(decide(code)).toEqual(decision);
  });

  it.each([408, 428, 500, 503, undefined, 599])('backs off on transient %s', (code) => {
    expect(decide(code, true, 0)).toEqual({ action: 'backoff', delayMs: 1_000 });
  });

  it('stops with TIMEOUT on 408 before pairing (QR refs exhausted)', () => {
    expect(decide(408, false)).toEqual({ action: 'stop', status: 'TIMEOUT', wipe: false, reason: 'qrTimeout' });
  });

  it('backs off on a connection lost before pairing with another code', () => {
    expect(decide(428, false)).toMatchObject({ action: 'backoff' });
  });

  it('retries a rejected version (405) a few times, then stops', () => {
    expect(decide(405, true, 2)).toMatchObject({ action: 'backoff' });
    expect(decide(405, true, 3)).toEqual({ action: 'stop', status: 'DISCONNECTED', wipe: false, reason: 'versionRejected' });
  });

  it('doubles from 1 s to a 60 s cap and never gives up', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50, 10_000].map(backoffBaseMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000, 60_000]);
    expect(decide(500, true, 10_000)).toEqual({ action: 'backoff', delayMs: 60_000 });
  });

  it('jitters the delay by ±25 %', () => {
    expect(decide(500, true, 3, () => 0)).toEqual({ action: 'backoff', delayMs: 6_000 });
    expect(decide(500, true, 3, () => 0.999_999)).toEqual({ action: 'backoff', delayMs: 10_000 });
  });
});
