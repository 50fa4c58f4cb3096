import { describe, expect, it } from 'vitest';
import { loginResponseSchema } from '@zapdesk/shared';
import { expectDto } from '../../test/expect-dto.js';
import { addDays, freezeClock, resetClock, today } from '../../core/clock.js';
import { api, bearer, freshIp } from '../../test/http.js';
import { createCompany, createUser, createTenant, TEST_PASSWORD, unique } from '../../test/factories.js';
import { eventsFor } from '../../test/events.js';

const login = (email: string, password = TEST_PASSWORD, ip = freshIp()) => api().post('/auth/login').set('X-Forwarded-For', ip).send({ email, password });

const refreshCookie = (res: { headers: Record<string, unknown> }) => {
  const cookies = res.headers['set-cookie'] as string[] | undefined;
  const cookie = cookies?.find((c) => c.startsWith('jrt='));
  return cookie?.split(';')[0] ?? '';
};

describe('POST /auth/login', () => {
  it('returns a token and the user with company, due date and settings, and an httpOnly refresh cookie', async () => {
    const { admin, company } = await createTenant();
    const res = await login(admin.user.email);
    expect(res.status).toBe(200);
    expectDto(loginResponseSchema, res.body);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({ id: admin.user.id, profile: 'admin', companyId: company.id });
    expect(res.body.user.company).toMatchObject({ id: company.id, name: company.name, dueDate: company.dueDate });
    expect(res.body.user.company.settings).toContainEqual({ key: 'userRating', value: 'disabled' });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(res.body.defaultPasswordInUse).toBe(false);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('jrt='));
    expect(cookie).toMatch(/HttpOnly/);
  });

  it('answers ERR_INVALID_CREDENTIALS for a wrong password and for an unknown e-mail alike', async () => {
    const { admin } = await createTenant();
    const wrongPassword = await login(admin.user.email, 'not-the-password');
    const unknownEmail = await login(`${unique('nobody')}@example.com`);
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'ERR_INVALID_CREDENTIALS', message: expect.any(String) });
    }
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const res = await api().post('/auth/login').set('X-Forwarded-For', freshIp()).send({ email: 'not-an-email', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'email' });
  });

  it('refuses an expired or inactive company with its due date, but never the super user', async () => {
    const expired = await createCompany({ dueDate: addDays(today(), -1) });
    const { user } = await createUser(expired, { profile: 'admin' });
    const res = await login(user.email);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'ERR_SUBSCRIPTION_EXPIRED', dueDate: expired.dueDate });

    const inactive = await createCompany({ status: false });
    const { user: inactiveUser } = await createUser(inactive);
    expect((await login(inactiveUser.email)).body.error).toBe('ERR_SUBSCRIPTION_EXPIRED');

    const { user: superUser } = await createUser(expired, { profile: 'admin', super: true });
    expect((await login(superUser.email)).status).toBe(200);
  });

  it("tells the user's other sessions that someone signed in elsewhere", async () => {
    const { agent, company } = await createTenant();
    const res = await login(agent.user.email);
    const authEvents = eventsFor(company.id).filter((e) => e.event === `company-${company.id}-auth`);
    expect(authEvents).toContainEqual({
      companyId: company.id,
      event: `company-${company.id}-auth`,
      payload: { action: 'update', user: { id: agent.user.id }, sessionId: res.body.sessionId },
      target: { room: 'user', userId: agent.user.id },
    });
  });

  it('rate limits attempts per e-mail with 429', async () => {
    const { agent } = await createTenant();
    // The 11th guess must wait 1 s after the 10th: the clock stands still, so a slow machine's sign-ins
    // (bcrypt under load) cannot let that second pass.
    freezeClock();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await login(agent.user.email, 'wrong')).status);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect((await login(agent.user.email)).status).toBe(429);
    } finally {
      resetClock();
    }
  });

  it('rate limits attempts per IP with 429', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await login(`${unique('someone')}@example.com`, 'wrong', ip)).status);
    expect(statuses[29]).toBe(401);
    expect(statuses[30]).toBe(429);
  });
});

describe('POST /auth/refresh_token and DELETE /auth/logout', () => {
  it('rotates the refresh token: the new one works, the used one is refused', async () => {
    const { agent } = await createTenant();
    const first = refreshCookie(await login(agent.user.email));
    const refreshed = await api().post('/auth/refresh_token').set('Cookie', first);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ token: expect.any(String), user: { id: agent.user.id } });
    const second = refreshCookie(refreshed);
    expect(second).not.toBe(first);
    expect((await api().post('/auth/refresh_token').set('Cookie', first)).status).toBe(401);
    expect((await api().post('/auth/refresh_token').set('Cookie', second)).status).toBe(200);
  });

  it('answers 401 without a cookie', async () => {
    const res = await api().post('/auth/refresh_token');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
  });

  it('logout revokes the refresh token', async () => {
    const { agent } = await createTenant();
    const cookie = refreshCookie(await login(agent.user.email));
    expect((await api().delete('/auth/logout').set('Cookie', cookie)).status).toBe(204);
    expect((await api().post('/auth/refresh_token').set('Cookie', cookie)).status).toBe(401);
  });

  it('a password change revokes every refresh token of the user', async () => {
    const { agent } = await createTenant();
    const cookie = refreshCookie(await login(agent.user.email));
    const changed = await api().put(`/users/${agent.user.id}`).set(bearer(agent.token)).send({ password: 'brand-new-pass' });
    expect(changed.status).toBe(200);
    expect((await api().post('/auth/refresh_token').set('Cookie', cookie)).status).toBe(401);
  });

  it('refuses to refresh once the subscription expired', async () => {
    const company = await createCompany();
    const { user } = await createUser(company);
    const cookie = refreshCookie(await login(user.email));
    await company.update({ dueDate: addDays(today(), -2) });
    const res = await api().post('/auth/refresh_token').set('Cookie', cookie);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_SUBSCRIPTION_EXPIRED');
  });
});

describe('GET /auth/me', () => {
  it('returns the signed-in user, 401 without or with a bad token', async () => {
    const { agent } = await createTenant();
    const res = await api().get('/auth/me').set(bearer(agent.token));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: agent.user.id, email: agent.user.email });
    expect((await api().get('/auth/me')).status).toBe(401);
    expect((await api().get('/auth/me').set(bearer('garbage'))).status).toBe(401);
  });
});

describe('expired access tokens', () => {
  it('answer 403 so the client refreshes, while a forged token is 401', async () => {
    const jwt = (await import('jsonwebtoken')).default;
    const { TEST_ENV } = await import('../../test/test-env.js');
    const { agent, company } = await createTenant();
    const claims = { id: agent.user.id, companyId: company.id, profile: 'user', super: false, sid: 's', dueDate: null, companyActive: true };
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, TEST_ENV.JWT_SECRET);
    const forged = jwt.sign(claims, 'some-other-secret-of-enough-length');
    expect((await api().get('/auth/me').set(bearer(expired))).status).toBe(403);
    expect((await api().get('/auth/me').set(bearer(forged))).status).toBe(401);
  });
});

describe('default super-user password warning', () => {
  it('is raised while the super user signs in with 123456, and not after a change', async () => {
    const company = await createCompany();
    const { user } = await createUser(company, { profile: 'admin', super: true });
    await api()
      .put(`/users/${user.id}`)
      .set(bearer((await login(user.email)).body.token))
      .send({ password: '123456' })
      .expect(200);
    expect((await login(user.email, '123456')).body.defaultPasswordInUse).toBe(true);
  });
});
