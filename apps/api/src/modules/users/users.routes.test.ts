import { describe, expect, it } from 'vitest';
import { userOptionListSchema, userSchema, usersPageSchema } from '@zapdesk/shared';
import { expectDto } from '../../test/expect-dto.js';
import { Whatsapp, User } from '../../models/index.js';
import { api, bearer, freshIp } from '../../test/http.js';
import { eventsFor } from '../../test/events.js';
import { createCompany, createQueue, createSuperUser, createTenant, createUser, TEST_PASSWORD, unique } from '../../test/factories.js';
import type { Company } from '../../models/index.js';

const userEvents = (companyId: number) => eventsFor(companyId).filter((e) => e.event === `company-${companyId}-user`);
const newEmail = () => `${unique('new')}@example.com`.toLowerCase();
const validBody = () => ({ name: 'Maria Silva', email: newEmail(), password: 'pass12345' });
const login = (email: string, password = TEST_PASSWORD) => api().post('/auth/login').set('X-Forwarded-For', freshIp()).send({ email, password });
const refreshCookie = (res: { headers: Record<string, unknown> }) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('jrt='))?.split(';')[0] ?? '';
const createWhatsapp = (company: Company) => Whatsapp.create({ name: unique('wa'), token: unique('token'), companyId: company.id });

describe('GET /users', () => {
  it('answers 401 without a token and 403 for a plain user', async () => {
    const { agent } = await createTenant();
    expect((await api().get('/users')).status).toBe(401);
    const res = await api().get('/users').set(bearer(agent.token));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
  });

  it("lists the company users as { users, count, hasMore } without password hashes, never another company's", async () => {
    const { company, admin, agent } = await createTenant();
    const other = await createTenant();
    const res = await api().get('/users').set(bearer(admin.token));
    expect(res.status).toBe(200);
    expectDto(usersPageSchema, res.body);
    expect(res.body).toEqual({ users: expect.any(Array), count: 2, hasMore: false });
    const ids = res.body.users.map((u: { id: number }) => u.id).sort();
    expect(ids).toEqual([admin.user.id, agent.user.id].sort());
    expect(res.body.users[0]).toMatchObject({ companyId: company.id, queues: [] });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|\$2[aby]\$/);
    expect(ids).not.toContain(other.admin.user.id);
  });

  it('filters by name or e-mail with searchParam (case-insensitive)', async () => {
    const { company, admin } = await createTenant();
    const token = unique('zed').toLowerCase();
    const byName = await createUser(company, { name: `Zed ${token.toUpperCase()}` });
    const byEmail = await createUser(company, { email: `${token}@mail.example.com` });
    // Another company's user with the same name must never show up.
    const other = await createCompany();
    await createUser(other, { name: `Zed ${token}` });

    const res = await api().get('/users').query({ searchParam: token }).set(bearer(admin.token));
    expect(res.status).toBe(200);
    expect(res.body.users.map((u: { id: number }) => u.id).sort()).toEqual([byName.user.id, byEmail.user.id].sort());
    expect(res.body.count).toBe(2);
  });

  it('treats % and _ in searchParam as plain characters', async () => {
    const { company, admin } = await createTenant();
    const literal = await createUser(company, { name: 'Ana_Paula' });
    await createUser(company, { name: 'AnaXPaula' });
    const underscore = await api().get('/users').query({ searchParam: 'ana_p' }).set(bearer(admin.token));
    expect(underscore.body.users.map((u: { id: number }) => u.id)).toEqual([literal.user.id]);
    const percent = await api().get('/users').query({ searchParam: '%' }).set(bearer(admin.token));
    expect(percent.body).toEqual({ users: [], count: 0, hasMore: false });
  });

  it('pages users with the same name without repeating or skipping anyone', async () => {
    const { company, admin } = await createTenant();
    for (let i = 0; i < 20; i++) await createUser(company, { name: 'Same Name' });
    const pages = await Promise.all([1, 2].map((pageNumber) => api().get('/users').query({ pageNumber }).set(bearer(admin.token))));
    const ids = pages.flatMap((p) => p.body.users.map((u: { id: number }) => u.id));
    expect(ids).toHaveLength(22);
    expect(new Set(ids).size).toBe(22);
  });

  it('pages results: hasMore while more users remain', async () => {
    const { company, admin } = await createTenant();
    for (let i = 0; i < 21; i++) await createUser(company, { name: `Page ${String(i).padStart(2, '0')}` });
    const first = await api().get('/users').query({ pageNumber: 1 }).set(bearer(admin.token));
    expect(first.body).toMatchObject({ count: 23, hasMore: true });
    expect(first.body.users).toHaveLength(20);
    const second = await api().get('/users').query({ pageNumber: 2 }).set(bearer(admin.token));
    expect(second.body).toMatchObject({ count: 23, hasMore: false });
    expect(second.body.users).toHaveLength(3);
    const all = [...first.body.users, ...second.body.users].map((u: { id: number }) => u.id);
    expect(new Set(all).size).toBe(23);
  });

  it('answers 400 for a bad pageNumber', async () => {
    const { admin } = await createTenant();
    const res = await api().get('/users').query({ pageNumber: 'abc' }).set(bearer(admin.token));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'pageNumber' });
  });

  it('lets only the super user read another company with companyId', async () => {
    const { admin } = await createTenant();
    const target = await createTenant();
    const denied = await api().get('/users').query({ companyId: target.company.id }).set(bearer(admin.token));
    expect(denied.status).toBe(403);
    const root = await createSuperUser();
    const res = await api().get('/users').query({ companyId: target.company.id }).set(bearer(root.token));
    expect(res.status).toBe(200);
    expect(res.body.users.map((u: { id: number }) => u.id).sort()).toEqual([target.admin.user.id, target.agent.user.id].sort());
  });
});

describe('GET /users/list', () => {
  it('gives any user id, name and profile of their own company only', async () => {
    const { admin, agent } = await createTenant();
    const other = await createTenant();
    expect((await api().get('/users/list')).status).toBe(401);
    const res = await api().get('/users/list').set(bearer(agent.token));
    expect(res.status).toBe(200);
    expectDto(userOptionListSchema, res.body);
    expect(res.body).toHaveLength(2);
    expect(res.body).toEqual(
      expect.arrayContaining([
        { id: admin.user.id, name: admin.user.name, profile: 'admin' },
        { id: agent.user.id, name: agent.user.name, profile: 'user' },
      ]),
    );
    expect(res.body.map((u: { id: number }) => u.id)).not.toContain(other.agent.user.id);
  });

  it('answers 400 naming the parameter for a companyId or pageNumber that is not a number', async () => {
    const { agent } = await createTenant();
    for (const [field, value] of [
      ['companyId', 'abc'],
      ['companyId', '-3'],
      ['pageNumber', '0'],
      ['searchParam', ['a', 'b']],
    ] as const) {
      const res = await api()
        .get('/users/list')
        .query({ [field]: value })
        .set(bearer(agent.token));
      expect(res.status, `${field}=${String(value)}`).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field });
    }
  });

  it('accepts companyId of another company only from the super user', async () => {
    const { admin, agent } = await createTenant();
    const target = await createTenant();
    for (const who of [admin, agent]) {
      const res = await api().get('/users/list').query({ companyId: target.company.id }).set(bearer(who.token));
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
    const own = await api().get('/users/list').query({ companyId: admin.user.companyId }).set(bearer(agent.token));
    expect(own.status).toBe(200);
    const root = await createSuperUser();
    const res = await api().get('/users/list').query({ companyId: target.company.id }).set(bearer(root.token));
    expect(res.status).toBe(200);
    expect(res.body.map((u: { id: number }) => u.id).sort()).toEqual([target.admin.user.id, target.agent.user.id].sort());
  });
});

describe('GET /users/:id', () => {
  it('shows a user of the company to an admin and the user themselves', async () => {
    const { company, admin, agent } = await createTenant();
    const queue = await createQueue(company);
    await agent.user.$set('queues', [queue.id]);
    const res = await api().get(`/users/${agent.user.id}`).set(bearer(admin.token));
    expect(res.status).toBe(200);
    expectDto(userSchema, res.body);
    expect(res.body).toMatchObject({
      id: agent.user.id,
      email: agent.user.email,
      profile: 'user',
      allTicket: 'desabled',
      companyId: company.id,
      queues: [{ id: queue.id, name: queue.name, color: queue.color }],
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect((await api().get(`/users/${agent.user.id}`).set(bearer(agent.token))).status).toBe(200);
  });

  it("answers 404 for another company's user, even for its admin", async () => {
    const { admin } = await createTenant();
    const other = await createTenant();
    const res = await api().get(`/users/${other.agent.user.id}`).set(bearer(admin.token));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_USER_FOUND');
  });

  it('answers 403 to a plain user reading someone else, 404 for a non-numeric id, 401 without a token', async () => {
    const { admin, agent } = await createTenant();
    expect((await api().get(`/users/${admin.user.id}`).set(bearer(agent.token))).status).toBe(403);
    for (const id of ['abc', '1.5', '-3', '0', '99999999999']) {
      const res = await api().get(`/users/${id}`).set(bearer(admin.token));
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NO_USER_FOUND');
    }
    expect((await api().get(`/users/${admin.user.id}`)).status).toBe(401);
  });
});

describe('POST /users', () => {
  it('is for admins only', async () => {
    const { agent } = await createTenant();
    expect((await api().post('/users').send(validBody())).status).toBe(401);
    const res = await api().post('/users').set(bearer(agent.token)).send(validBody());
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
  });

  it.each([
    ['name', { name: 'A' }],
    ['name', { name: 'x'.repeat(51) }],
    ['name', { name: undefined }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: undefined }],
    ['password', { password: '1234' }],
    ['password', { password: 'p'.repeat(51) }],
    ['password', { password: undefined }],
    ['profile', { profile: 'owner' }],
    ['allTicket', { allTicket: 'sometimes' }],
  ])('answers 400 naming %s for %j', async (field, patch) => {
    const { company, admin } = await createTenant();
    const res = await api()
      .post('/users')
      .set(bearer(admin.token))
      .send({ ...validBody(), ...patch });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field });
    expect(await User.count({ where: { companyId: company.id } })).toBe(2);
  });

  it('answers 400 queueIds for a queue of another company', async () => {
    const { company, admin } = await createTenant();
    const other = await createCompany();
    const own = await createQueue(company);
    const foreign = await createQueue(other);
    const res = await api()
      .post('/users')
      .set(bearer(admin.token))
      .send({ ...validBody(), queueIds: [own.id, foreign.id] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'queueIds' });
    expect(await User.count({ where: { companyId: company.id } })).toBe(2);
  });

  it('accepts a queue listed twice as one queue', async () => {
    const { company, admin, agent } = await createTenant();
    const queue = await createQueue(company);
    const res = await api()
      .post('/users')
      .set(bearer(admin.token))
      .send({ ...validBody(), queueIds: [queue.id, queue.id] });
    expect(res.status).toBe(201);
    expect(res.body.queues).toEqual([{ id: queue.id, name: queue.name, color: queue.color }]);
    const updated = await api()
      .put(`/users/${agent.user.id}`)
      .set(bearer(admin.token))
      .send({ queueIds: [queue.id, queue.id] });
    expect(updated.status).toBe(200);
    expect(updated.body.queues).toHaveLength(1);
  });

  it('answers 400 whatsappId for a connection of another company', async () => {
    const { company, admin } = await createTenant();
    const foreign = await createWhatsapp(await createCompany());
    const res = await api()
      .post('/users')
      .set(bearer(admin.token))
      .send({ ...validBody(), whatsappId: foreign.id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'whatsappId' });
    expect(await User.count({ where: { companyId: company.id } })).toBe(2);
  });

  it('answers ERR_EMAIL_ALREADY_EXISTS for an e-mail used in any company, whatever its case', async () => {
    const { admin } = await createTenant();
    const other = await createTenant();
    const res = await api()
      .post('/users')
      .set(bearer(admin.token))
      .send({ ...validBody(), email: other.agent.user.email.toUpperCase() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_EMAIL_ALREADY_EXISTS', field: 'email' });
  });

  it('answers ERR_EMAIL_ALREADY_EXISTS (never 500) when two companies create the same e-mail at once', async () => {
    const a = await createTenant();
    const b = await createTenant();
    const body = validBody();
    const results = await Promise.all([a, b].map((t) => api().post('/users').set(bearer(t.admin.token)).send(body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)?.body.error).toBe('ERR_EMAIL_ALREADY_EXISTS');
  });

  it('refuses a user beyond the plan limit with 403 ERR_PLAN_LIMIT_REACHED', async () => {
    const { company, admin } = await createTenant({ plan: { users: 2 } });
    const res = await api().post('/users').set(bearer(admin.token)).send(validBody());
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_PLAN_LIMIT_REACHED');
    expect(await User.count({ where: { companyId: company.id } })).toBe(2);
  });

  it('never overshoots the plan limit under concurrent creations', async () => {
    const { company, admin } = await createTenant({ plan: { users: 3 } });
    const results = await Promise.all([1, 2, 3].map(() => api().post('/users').set(bearer(admin.token)).send(validBody())));
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403]);
    expect(await User.count({ where: { companyId: company.id } })).toBe(3);
  });

  it('creates the user with its queues (201), a usable password, and tells the company', async () => {
    const { company, admin } = await createTenant();
    const [q1, q2] = [await createQueue(company), await createQueue(company)];
    const whatsapp = await createWhatsapp(company);
    const body = {
      ...validBody(),
      email: `  ${newEmail().toUpperCase()} `,
      profile: 'supervisor',
      allTicket: 'enabled',
      whatsappId: whatsapp.id,
      queueIds: [q1.id, q2.id],
    };
    const res = await api().post('/users').set(bearer(admin.token)).send(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      name: 'Maria Silva',
      email: body.email.trim().toLowerCase(),
      profile: 'supervisor',
      super: false,
      allTicket: 'enabled',
      whatsappId: whatsapp.id,
      companyId: company.id,
    });
    expect(res.body.queues.map((q: { id: number }) => q.id).sort()).toEqual([q1.id, q2.id].sort());
    expect(res.body).not.toHaveProperty('passwordHash');

    expect(userEvents(company.id)).toContainEqual(
      expect.objectContaining({
        event: `company-${company.id}-user`,
        payload: { action: 'create', user: expect.objectContaining({ id: res.body.id, email: res.body.email }) },
        target: { room: 'company' },
      }),
    );

    const signedIn = await login(res.body.email, body.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(res.body.id);
  });

  it('defaults profile user, allTicket desabled and no queues', async () => {
    const { admin } = await createTenant();
    const res = await api().post('/users').set(bearer(admin.token)).send(validBody());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ profile: 'user', allTicket: 'desabled', whatsappId: null, queues: [] });
  });

  it('refuses a super flag and a companyId sent by a company admin', async () => {
    const { company, admin } = await createTenant();
    const superFlag = await api()
      .post('/users')
      .set(bearer(admin.token))
      .send({ ...validBody(), super: true });
    expect(superFlag.status).toBe(400);
    expect(superFlag.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'super' });
    const res = await api().post('/users').set(bearer(admin.token)).send(validBody());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ super: false, companyId: company.id });
    const other = await createCompany();
    const denied = await api()
      .post('/users')
      .set(bearer(admin.token))
      .send({ ...validBody(), companyId: other.id });
    expect(denied.status).toBe(403);
    expect(await User.count({ where: { companyId: other.id } })).toBe(0);
  });

  it('lets the super user create a user in another company', async () => {
    const root = await createSuperUser();
    const target = await createCompany();
    const res = await api()
      .post('/users')
      .set(bearer(root.token))
      .send({ ...validBody(), companyId: target.id });
    expect(res.status).toBe(201);
    expect(res.body.companyId).toBe(target.id);
    expect(userEvents(target.id).map((e) => e.payload)).toContainEqual(expect.objectContaining({ action: 'create' }));
    const missing = await api()
      .post('/users')
      .set(bearer(root.token))
      .send({ ...validBody(), companyId: 2_000_000_000 });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('ERR_NO_COMPANY_FOUND');
  });
});

describe('PUT /users/:id', () => {
  it('lets a user change their own name, e-mail and password', async () => {
    const { company, agent } = await createTenant();
    const email = newEmail();
    const res = await api().put(`/users/${agent.user.id}`).set(bearer(agent.token)).send({ name: 'New Name', email, password: 'another-pass' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: agent.user.id, name: 'New Name', email });
    expect((await login(email, 'another-pass')).status).toBe(200);
    expect((await login(email, TEST_PASSWORD)).status).toBe(401);
    expect(userEvents(company.id)).toContainEqual(
      expect.objectContaining({
        payload: { action: 'update', user: expect.objectContaining({ id: agent.user.id, name: 'New Name' }) },
      }),
    );
  });

  it('keeps the user signed in after a change without a new password', async () => {
    const { agent } = await createTenant();
    const cookie = refreshCookie(await login(agent.user.email));
    await api().put(`/users/${agent.user.id}`).set(bearer(agent.token)).send({ name: 'Renamed' }).expect(200);
    expect((await api().post('/auth/refresh_token').set('Cookie', cookie)).status).toBe(200);
  });

  it('keeps the password when an empty one is sent', async () => {
    const { agent } = await createTenant();
    const res = await api().put(`/users/${agent.user.id}`).set(bearer(agent.token)).send({ name: 'Same Pass', password: '' });
    expect(res.status).toBe(200);
    expect((await login(agent.user.email)).status).toBe(200);
  });

  it('answers 400 for invalid fields and for an e-mail already in use', async () => {
    const { admin, agent } = await createTenant();
    const other = await createTenant();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x' }, 'name'],
      [{ email: 'nope' }, 'email'],
      [{ password: '123' }, 'password'],
      [{ profile: 'root' }, 'profile'],
    ];
    for (const [body, field] of cases) {
      const res = await api().put(`/users/${agent.user.id}`).set(bearer(admin.token)).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field });
    }
    const taken = await api().put(`/users/${agent.user.id}`).set(bearer(agent.token)).send({ email: other.admin.user.email });
    expect(taken.status).toBe(400);
    expect(taken.body.error).toBe('ERR_EMAIL_ALREADY_EXISTS');
    // Keeping one's own e-mail is not a conflict.
    expect((await api().put(`/users/${agent.user.id}`).set(bearer(agent.token)).send({ email: agent.user.email })).status).toBe(200);
  });

  it.each([
    ['profile', { profile: 'admin' }],
    ['allTicket', { allTicket: 'enabled' }],
  ])('refuses a plain user changing their own %s', async (_field, body) => {
    const { agent } = await createTenant();
    const res = await api().put(`/users/${agent.user.id}`).set(bearer(agent.token)).send(body);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
    const reloaded = await User.findOne({ where: { id: agent.user.id, companyId: agent.user.companyId } });
    expect(reloaded).toMatchObject({ profile: 'user', allTicket: 'desabled' });
  });

  it('refuses a plain user changing their own queues or connection, but accepts the same values', async () => {
    const { company, agent } = await createTenant();
    const [q1, q2] = [await createQueue(company), await createQueue(company)];
    const whatsapp = await createWhatsapp(company);
    await agent.user.$set('queues', [q1.id]);
    const put = (body: Record<string, unknown>) => api().put(`/users/${agent.user.id}`).set(bearer(agent.token)).send(body);

    expect((await put({ queueIds: [q1.id, q2.id] })).status).toBe(403);
    expect((await put({ queueIds: [] })).status).toBe(403);
    expect((await put({ whatsappId: whatsapp.id })).status).toBe(403);

    const same = await put({ name: 'Kept Fields', profile: 'user', allTicket: 'desabled', whatsappId: null, queueIds: [q1.id] });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ name: 'Kept Fields', profile: 'user', queues: [{ id: q1.id }] });
  });

  it("lets an admin change another user's profile, queues, connection and allTicket", async () => {
    const { company, admin, agent } = await createTenant();
    const [q1, q2] = [await createQueue(company), await createQueue(company)];
    const whatsapp = await createWhatsapp(company);
    await agent.user.$set('queues', [q1.id]);
    const res = await api()
      .put(`/users/${agent.user.id}`)
      .set(bearer(admin.token))
      .send({ profile: 'admin', queueIds: [q2.id], allTicket: 'enabled', whatsappId: whatsapp.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ profile: 'admin', allTicket: 'enabled', whatsappId: whatsapp.id, queues: [{ id: q2.id }] });
    const shown = await api().get(`/users/${agent.user.id}`).set(bearer(admin.token));
    expect(shown.body).toMatchObject({ profile: 'admin', queues: [{ id: q2.id }] });
    expect(userEvents(company.id)).toContainEqual(
      expect.objectContaining({
        payload: { action: 'update', user: expect.objectContaining({ id: agent.user.id, profile: 'admin' }) },
      }),
    );
  });

  it('answers 400 when an admin assigns a queue or connection of another company', async () => {
    const { admin, agent } = await createTenant();
    const other = await createCompany();
    const foreignQueue = await createQueue(other);
    const foreignWhatsapp = await createWhatsapp(other);
    const q = await api()
      .put(`/users/${agent.user.id}`)
      .set(bearer(admin.token))
      .send({ queueIds: [foreignQueue.id] });
    expect(q.status).toBe(400);
    expect(q.body.field).toBe('queueIds');
    const w = await api().put(`/users/${agent.user.id}`).set(bearer(admin.token)).send({ whatsappId: foreignWhatsapp.id });
    expect(w.status).toBe(400);
    expect(w.body.field).toBe('whatsappId');
    const reloaded = await User.findOne({ where: { id: agent.user.id, companyId: agent.user.companyId } });
    expect(reloaded?.whatsappId).toBeNull();
  });

  it("answers 404 for another company's user and 403 to a plain user editing someone else", async () => {
    const { admin, agent } = await createTenant();
    const other = await createTenant();
    const foreign = await api().put(`/users/${other.agent.user.id}`).set(bearer(admin.token)).send({ name: 'Hijacked' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('ERR_NO_USER_FOUND');
    const denied = await api().put(`/users/${admin.user.id}`).set(bearer(agent.token)).send({ name: 'Hijacked' });
    expect(denied.status).toBe(403);
    const untouched = await User.findOne({ where: { id: other.agent.user.id, companyId: other.company.id } });
    expect(untouched?.name).not.toBe('Hijacked');
    expect((await api().put(`/users/${admin.user.id}`).send({ name: 'Nobody' })).status).toBe(401);
  });

  it('refuses a company admin editing the super user, but the super user may edit themselves', async () => {
    const root = await createSuperUser();
    const companyAdmin = await createUser(root.company, { profile: 'admin' });
    const res = await api().put(`/users/${root.user.id}`).set(bearer(companyAdmin.token)).send({ password: 'taken-over' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
    const self = await api().put(`/users/${root.user.id}`).set(bearer(root.token)).send({ name: 'Root' });
    expect(self.status).toBe(200);
    expect(self.body).toMatchObject({ name: 'Root', super: true });
  });
});

describe('DELETE /users/:id', () => {
  it('is for admins only', async () => {
    const { admin, agent } = await createTenant();
    expect((await api().delete(`/users/${agent.user.id}`)).status).toBe(401);
    const res = await api().delete(`/users/${admin.user.id}`).set(bearer(agent.token));
    expect(res.status).toBe(403);
    expect(await User.count({ where: { id: admin.user.id, companyId: admin.user.companyId } })).toBe(1);
  });

  it('refuses deleting oneself with 400 ERR_CANNOT_DELETE_SELF', async () => {
    const { admin } = await createTenant();
    const res = await api().delete(`/users/${admin.user.id}`).set(bearer(admin.token));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_CANNOT_DELETE_SELF');
  });

  it("answers 404 for another company's user and leaves it alone", async () => {
    const { admin } = await createTenant();
    const other = await createTenant();
    const res = await api().delete(`/users/${other.agent.user.id}`).set(bearer(admin.token));
    expect(res.status).toBe(404);
    expect(await User.count({ where: { id: other.agent.user.id, companyId: other.company.id } })).toBe(1);
  });

  it('refuses a company admin deleting the super user', async () => {
    const root = await createSuperUser();
    const companyAdmin = await createUser(root.company, { profile: 'admin' });
    const res = await api().delete(`/users/${root.user.id}`).set(bearer(companyAdmin.token));
    expect(res.status).toBe(403);
    expect(await User.count({ where: { id: root.user.id, companyId: root.company.id } })).toBe(1);
  });

  it('deletes a user with queues, tells the company, and the user is gone', async () => {
    const { company, admin, agent } = await createTenant();
    const cookie = refreshCookie(await login(agent.user.email));
    await agent.user.$set('queues', [(await createQueue(company)).id]);
    const res = await api().delete(`/users/${agent.user.id}`).set(bearer(admin.token));
    expect(res.status).toBe(200);
    expect((await api().get(`/users/${agent.user.id}`).set(bearer(admin.token))).status).toBe(404);
    expect(userEvents(company.id)).toContainEqual(
      expect.objectContaining({
        payload: { action: 'delete', userId: agent.user.id },
        target: { room: 'company' },
      }),
    );
    expect((await login(agent.user.email)).status).toBe(401);
    expect((await api().post('/auth/refresh_token').set('Cookie', cookie)).status).toBe(401);
  });
});
