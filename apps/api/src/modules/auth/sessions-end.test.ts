import { describe, expect, it } from 'vitest';
import { User } from '../../models/index.js';
import { api, bearer, freshIp } from '../../test/http.js';
import { createSuperUser, createTenant, createUser, TEST_PASSWORD } from '../../test/factories.js';

// Issue 19, rows 2 and 5: an access token stops working the moment its user is deleted, demoted, logs out,
// changes password or loses their company, not when it expires 15 minutes later.

/** Signs in over HTTP: the access token and the refresh cookie of a new session. */
async function signIn(email: string, password = TEST_PASSWORD) {
  const res = await api().post('/auth/login').set('X-Forwarded-For', freshIp()).send({ email, password });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, cookie: cookieOf(res, 'jrt'), sessionId: res.body.sessionId as string };
}

function cookieOf(res: { headers: Record<string, unknown> }, name: string): string {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith(`${name}=`))?.split(';')[0] ?? '';
}

const refresh = (cookie: string) => api().post('/auth/refresh_token').set('Cookie', cookie);
const me = (token: string) => api().get('/auth/me').set(bearer(token));
const newAdminBody = () => ({
  name: 'Intruso',
  email: `intruso-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'pass12345',
  profile: 'admin',
});

describe('row 2: a removed or demoted admin', () => {
  it("a deleted admin's old token can no longer POST /users (401), nor refresh", async () => {
    const { company, admin } = await createTenant();
    const removed = await createUser(company, { profile: 'admin' });
    const session = await signIn(removed.user.email);
    // The token works while its user exists.
    expect((await api().get('/users').set(bearer(session.token))).status).toBe(200);

    expect((await api().delete(`/users/${removed.user.id}`).set(bearer(admin.token))).status).toBe(200);
    const users = await User.count({ where: { companyId: company.id } });

    const exploit = await api().post('/users').set(bearer(session.token)).send(newAdminBody());
    expect(exploit.status).toBe(401);
    expect(exploit.body.error).toBe('ERR_SESSION_EXPIRED');
    expect(await User.count({ where: { companyId: company.id } })).toBe(users);
    expect((await refresh(session.cookie)).status).toBe(401);
  });

  it("a demoted admin's old token is refused; after a refresh the new token carries the new profile", async () => {
    const { company, admin } = await createTenant();
    const demoted = await createUser(company, { profile: 'admin' });
    const session = await signIn(demoted.user.email);

    await api().put(`/users/${demoted.user.id}`).set(bearer(admin.token)).send({ profile: 'user' }).expect(200);

    expect((await api().post('/users').set(bearer(session.token)).send(newAdminBody())).status).toBe(401);
    const refreshed = await refresh(session.cookie);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user.profile).toBe('user');
    const asUser = await api().post('/users').set(bearer(refreshed.body.token)).send(newAdminBody());
    expect(asUser.status).toBe(403);
    expect(asUser.body.error).toBe('ERR_NO_PERMISSION');
  });

  it('a change that leaves the profile as it was keeps the sessions', async () => {
    const { company, admin } = await createTenant();
    const colleague = await createUser(company, { profile: 'admin' });
    await api().put(`/users/${colleague.user.id}`).set(bearer(admin.token)).send({ profile: 'admin', name: 'Same Profile' }).expect(200);
    expect((await me(colleague.token)).status).toBe(200);
  });
});

describe('row 5: logout, password change, company deactivation', () => {
  it("logout refuses the access token at once; the user's other sessions refresh and go on", async () => {
    const { agent } = await createTenant();
    const here = await signIn(agent.user.email);
    const elsewhere = await signIn(agent.user.email);

    expect((await api().delete('/auth/logout').set('Cookie', here.cookie)).status).toBe(204);

    expect((await me(here.token)).status).toBe(401);
    expect((await refresh(here.cookie)).status).toBe(401);
    expect((await me(elsewhere.token)).status).toBe(401);
    const renewed = await refresh(elsewhere.cookie);
    expect(renewed.status).toBe(200);
    expect((await me(renewed.body.token)).status).toBe(200);
  });

  it('a refresh cookie already used (or forged) does not sign anyone out', async () => {
    const { agent } = await createTenant();
    const session = await signIn(agent.user.email);
    const rotated = await refresh(session.cookie);
    expect((await api().delete('/auth/logout').set('Cookie', session.cookie)).status).toBe(204);
    expect((await me(rotated.body.token)).status).toBe(200);
  });

  it('a password change refuses every older access token; the session that changed it goes on', async () => {
    const { agent } = await createTenant();
    const other = await signIn(agent.user.email);
    const changer = await signIn(agent.user.email);

    const changed = await api().put(`/users/${agent.user.id}`).set(bearer(changer.token)).send({ password: 'brand-new-pass' });
    expect(changed.status).toBe(200);

    expect((await me(other.token)).status).toBe(401);
    expect((await refresh(other.cookie)).status).toBe(401);
    expect((await me(changer.token)).status).toBe(401);
    // The answer carried a new refresh cookie for the changer's own session.
    const next = await refresh(cookieOf(changed, 'jrt'));
    expect(next.status).toBe(200);
    expect(next.body.sessionId).toBe(changer.sessionId);
    expect((await me(next.body.token)).status).toBe(200);
  });

  it("an admin setting a user's password ends that user's sessions, not the admin's", async () => {
    const { admin, agent } = await createTenant();
    const session = await signIn(agent.user.email);
    const res = await api().put(`/users/${agent.user.id}`).set(bearer(admin.token)).send({ password: 'set-by-admin' });
    expect(res.status).toBe(200);
    expect(cookieOf(res, 'jrt')).toBe('');
    expect((await me(session.token)).status).toBe(401);
    expect((await me(admin.token)).status).toBe(200);
  });

  it("deactivating a company refuses its users' tokens and refresh cookies at once, even once reactivated; its super user stays", async () => {
    const root = await createSuperUser();
    const { company, admin } = await createTenant();
    const session = await signIn(admin.user.email);
    const platformOwner = await createUser(company, { profile: 'admin', super: true });

    await api().put(`/companies/${company.id}`).set(bearer(root.token)).send({ status: false }).expect(200);

    expect((await me(session.token)).status).toBe(401);
    expect((await refresh(session.cookie)).status).toBe(401);
    expect((await me(platformOwner.token)).status).toBe(200);
    await api().put(`/companies/${company.id}`).set(bearer(root.token)).send({ status: true }).expect(200);
    expect((await me(session.token)).status).toBe(401);
    expect((await refresh(session.cookie)).status).toBe(401);
    expect((await signIn(admin.user.email)).token).toEqual(expect.any(String));
  });
});
