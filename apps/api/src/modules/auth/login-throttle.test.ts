import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freezeClock, resetClock, travel } from '../../core/clock.js';
import { api, freshIp } from '../../test/http.js';
import { createTenant, TEST_PASSWORD } from '../../test/factories.js';

// Issue 19, row 6: guessing someone's password from many addresses must not keep the owner out (OWASP
// device cookies), and slows the guesses down rather than locking the account.

// Frozen: on a loaded machine a 1 s slow-down could otherwise elapse between two guesses; tests travel instead.
beforeEach(() => freezeClock());
afterEach(() => resetClock());

const login = (email: string, password: string, cookie?: string) => {
  const req = api().post('/auth/login').set('X-Forwarded-For', freshIp());
  if (cookie) req.set('Cookie', cookie);
  return req.send({ email, password });
};

function deviceCookie(res: { headers: Record<string, unknown> }): string {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith('jdc='))?.split(';')[0] ?? '';
}

/** Ten wrong passwords from ten addresses, as an attacker spreading guesses would. */
async function tenGuesses(email: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) statuses.push((await login(email, `guess-${i}`)).status);
  return statuses;
}

// Each test signs in 20–30 times, each a bcrypt comparison in plain JS: under a loaded CI run (three suites at
// once on two cores) that can pass the 20 s default.
describe('row 6: login throttling per account', () => {
  it('10 wrong passwords from 10 addresses do not stop the owner who signed in before', async () => {
    const { agent } = await createTenant();
    const first = await login(agent.user.email, TEST_PASSWORD);
    expect(first.status).toBe(200);
    // The owner's browser keeps every cookie the sign-in set.
    const browser = ((first.headers['set-cookie'] as unknown as string[]) ?? []).map((c) => c.split(';')[0]).join('; ');

    expect(await tenGuesses(agent.user.email)).not.toContain(200);
    // Strangers are slowed down now …
    const stranger = await login(agent.user.email, TEST_PASSWORD);
    expect(stranger.status).toBe(429);
    // … but not the owner's browser.
    const owner = await login(agent.user.email, TEST_PASSWORD, browser);
    expect(owner.status).toBe(200);
    expect(owner.body.user.id).toBe(agent.user.id);
    // What let them in: a signed, httpOnly device cookie, only ever sent to /auth.
    const device = (first.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('jdc='));
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/Path=\/auth/);
  });

  it('answers 429 with Retry-After and slows down (1 s, 2 s, 4 s …) instead of locking', async () => {
    const { agent } = await createTenant();
    await tenGuesses(agent.user.email);
    const slowed = await login(agent.user.email, 'guess-10');
    expect(slowed.status).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.body).toMatchObject({ error: 'ERR_TOO_MANY_REQUESTS', retryAfter: 1 });

    // Each wait served allows one more guess, and doubles the next wait: 1 s, 2 s, 4 s, then 8 s.
    for (const waitMs of [1000, 2000, 4000]) {
      travel(waitMs);
      expect((await login(agent.user.email, `after-${waitMs}`)).status).toBe(401);
    }
    const next = await login(agent.user.email, 'too-soon');
    expect(next.status).toBe(429);
    // 8 s from the previous guess (less the real time the requests took on a busy machine).
    expect(Number(next.headers['retry-after'])).toBeGreaterThanOrEqual(5);
    expect(Number(next.headers['retry-after'])).toBeLessThanOrEqual(8);
    travel(8000);
    // Once the wait is over the right password gets in, even from a new browser.
    expect((await login(agent.user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("a device cookie is no skeleton key: forged, another account's, or used for guessing, it is slowed down too", async () => {
    const { admin, agent } = await createTenant();
    const adminsDevice = deviceCookie(await login(admin.user.email, TEST_PASSWORD));
    const ownDevice = deviceCookie(await login(agent.user.email, TEST_PASSWORD));
    await tenGuesses(agent.user.email);

    expect((await login(agent.user.email, TEST_PASSWORD, adminsDevice)).status).toBe(429);
    const forged = ownDevice.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await login(agent.user.email, TEST_PASSWORD, forged)).status).toBe(429);

    // The owner's own cookie has its own budget: guessing with it is slowed down like anyone else.
    for (let i = 0; i < 10; i++) expect((await login(agent.user.email, `stolen-${i}`, ownDevice)).status).toBe(401);
    expect((await login(agent.user.email, 'stolen-10', ownDevice)).status).toBe(429);
  });

  it('keeps the device entries of several accounts signed in on one browser', async () => {
    const { admin, agent } = await createTenant();
    const afterAdmin = deviceCookie(await login(admin.user.email, TEST_PASSWORD));
    const both = deviceCookie(await login(agent.user.email, TEST_PASSWORD, afterAdmin));
    await tenGuesses(admin.user.email);
    await tenGuesses(agent.user.email);
    expect((await login(admin.user.email, TEST_PASSWORD, both)).status).toBe(200);
    expect((await login(agent.user.email, TEST_PASSWORD, both)).status).toBe(200);
  });
});
