import { describe, expect, it } from 'vitest';
import { DefaultSettings } from '@zapdesk/shared';
import { addDays, today } from '../../core/clock.js';
import { Company, Setting, User } from '../../models/index.js';
import { api, freshIp } from '../../test/http.js';
import { createCompany, createPlan, createUser, unique } from '../../test/factories.js';

const signUp = (body: Record<string, unknown>, ip = freshIp()) => api().post('/companies/cadastro').set('X-Forwarded-For', ip).send(body);

/** A valid sign-up body for a fresh company (names stay within the 50-character limit). */
async function signupBody(overrides: Record<string, unknown> = {}) {
  const plan = await createPlan();
  return {
    name: unique('Acme'),
    email: `${unique('owner')}@example.com`,
    phone: '11999998888',
    password: 'secret-pass',
    planId: plan.id,
    ...overrides,
  };
}

const companiesNamed = (name: string) => Company.count({ where: { name } });

describe('POST /companies/cadastro', () => {
  it('creates the company, its admin (who can sign in) and the default settings', async () => {
    const body = await signupBody({ email: `${unique('Owner')}@Example.com` });
    const res = await signUp(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      name: body.name,
      email: String(body.email).toLowerCase(),
      phone: body.phone,
      planId: body.planId,
      plan: { id: body.planId, value: 30 },
      status: true,
      campaignsEnabled: true,
      recurrence: 'MENSAL',
    });
    expect(res.body).not.toHaveProperty('password');

    const admins = await User.findAll({ where: { companyId: res.body.id } });
    expect(admins.map((u) => ({ email: u.email, profile: u.profile, super: u.super }))).toEqual([
      { email: String(body.email).toLowerCase(), profile: 'admin', super: false },
    ]);

    const settings = await Setting.findAll({ where: { companyId: res.body.id } });
    expect(Object.fromEntries(settings.map((s) => [s.key, s.value]))).toEqual(DefaultSettings);

    const login = await api().post('/auth/login').set('X-Forwarded-For', freshIp()).send({ email: body.email, password: body.password });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ profile: 'admin', companyId: res.body.id });
  });

  it("ignores the client's dueDate, status and campaignsEnabled (a 3-day active trial) and refuses a price", async () => {
    const priced = await signUp(await signupBody({ price: 0.01 }));
    expect(priced.status).toBe(400);
    expect(priced.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'price' });
    const body = await signupBody({ dueDate: '2099-01-01', status: false, campaignsEnabled: false });
    const res = await signUp(body);
    expect(res.status).toBe(201);
    const trialEnd = addDays(today(), 3);
    expect(res.body).toMatchObject({ dueDate: trialEnd, trialExpiration: trialEnd, status: true, campaignsEnabled: true });
    const stored = await Company.findByPk(res.body.id);
    expect(stored).toMatchObject({ dueDate: trialEnd, trialExpiration: trialEnd, status: true });
  });

  it('keeps a chosen recurrence and refuses an unknown one', async () => {
    const ok = await signUp(await signupBody({ recurrence: 'ANUAL' }));
    expect(ok.status).toBe(201);
    expect(ok.body.recurrence).toBe('ANUAL');
    const bad = await signUp(await signupBody({ recurrence: 'SEMANAL' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'recurrence' });
  });

  it('answers 400 ERR_NO_PLAN_FOUND naming planId for an unknown plan, and creates nothing', async () => {
    const body = await signupBody({ planId: 2_000_000_000 });
    const res = await signUp(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_NO_PLAN_FOUND', field: 'planId' });
    expect(await companiesNamed(String(body.name))).toBe(0);
  });

  it.each([
    ['a one-letter name', { name: 'A' }, 'name'],
    ['a 51-character name', { name: 'N'.repeat(51) }, 'name'],
    ['a missing name', { name: undefined }, 'name'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email'],
    ['a missing e-mail', { email: undefined }, 'email'],
    ['a 4-character password', { password: '1234' }, 'password'],
    ['a 51-character password', { password: 'p'.repeat(51) }, 'password'],
    ['a missing planId', { planId: undefined }, 'planId'],
    ['a non-numeric planId', { planId: 'first' }, 'planId'],
  ])('answers 400 naming the field for %s', async (_label, overrides, field) => {
    const body = await signupBody(overrides);
    const res = await signUp(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field });
  });

  it('accepts names and passwords at the bounds (2 and 50 characters, 5 and 50)', async () => {
    // Two characters cannot carry a unique() suffix: a random pair is only used by this test.
    const shortName = Math.random().toString(36).slice(2, 4).padEnd(2, 'q');
    const cases = [
      { name: unique('x').padEnd(50, 'z'), password: '12345' },
      { name: shortName, password: 'p'.repeat(50) },
    ];
    for (const overrides of cases) {
      const res = await signUp(await signupBody(overrides));
      expect(res.status).toBe(201);
      expect(res.body.name).toBe(overrides.name);
    }
  });

  it('refuses a company name already taken, whatever its case', async () => {
    const existing = await createCompany({ name: unique('Taken').toLowerCase() });
    const res = await signUp(await signupBody({ name: existing.name.toUpperCase() }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_COMPANY_NAME_ALREADY_EXISTS', field: 'name' });
  });

  it('compares names literally: SQL wildcards in a new name match nothing else', async () => {
    const base = unique('Wild');
    await createCompany({ name: `${base} ab` });
    for (const name of [`${base} _b`, `${base} %`]) {
      const res = await signUp(await signupBody({ name }));
      expect(res.status).toBe(201);
      expect(res.body.name).toBe(name);
    }
  });

  it('answers 400, never 500, when two sign-ups race for the same name or e-mail', async () => {
    const sameName = await signupBody();
    const nameRace = await Promise.all([signUp(sameName), signUp({ ...sameName, email: `${unique('other')}@example.com` })]);
    expect(nameRace.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(nameRace.find((r) => r.status === 400)?.body.error).toBe('ERR_COMPANY_NAME_ALREADY_EXISTS');
    expect(await companiesNamed(String(sameName.name))).toBe(1);

    const sameEmail = await signupBody();
    const emailRace = await Promise.all([signUp(sameEmail), signUp({ ...sameEmail, name: unique('Acme') })]);
    expect(emailRace.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(emailRace.find((r) => r.status === 400)?.body.error).toBe('ERR_EMAIL_ALREADY_EXISTS');
  });

  it('refuses an e-mail already in use and leaves no company behind (rolled back)', async () => {
    const other = await createCompany();
    const { user } = await createUser(other);
    const body = await signupBody({ email: user.email.toUpperCase() });
    const res = await signUp(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_EMAIL_ALREADY_EXISTS', field: 'email' });
    expect(await companiesNamed(String(body.name))).toBe(0);
    expect(await User.count({ where: { email: user.email }, crossTenant: 'test: e-mail is platform-wide' })).toBe(1);
  });

  it('rate limits sign-ups per IP: the 6th from one address answers 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await signUp(await signupBody(), ip)).status).toBe(201);
    const body = await signupBody();
    const res = await signUp(body, ip);
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('ERR_TOO_MANY_REQUESTS');
    expect(res.headers['retry-after']).toEqual(expect.stringMatching(/^\d+$/));
    expect(await companiesNamed(String(body.name))).toBe(0);
    expect((await signUp(await signupBody())).status).toBe(201);
  });
});
