import { describe, expect, it } from 'vitest';
import { defaultSchedules, DefaultSettings, type ScheduleEntry } from '@zapdesk/shared';
import { addDays, addMonths, today } from '../../core/clock.js';
import { Company, Queue, Setting, User, UserQueue } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { api, bearer, freshIp } from '../../test/http.js';
import { createCompany, createPlan, createQueue, createSuperUser, createTenant, createUser, TEST_PASSWORD, unique } from '../../test/factories.js';

const UNKNOWN_ID = 2_000_000_000;
const companyEvents = (companyId: number) => eventsFor(companyId).filter((e) => e.event === `company-${companyId}-company`);

describe('super-user company routes: who may call them', () => {
  it('answer 401 without a token and 403 for a company admin', async () => {
    const { company, admin } = await createTenant();
    const calls = [
      () => api().get('/companies'),
      () => api().get('/companies/list'),
      () =>
        api()
          .post('/companies')
          .send({ name: unique('New'), email: 'new@example.com', planId: company.planId }),
      () => api().put(`/companies/${company.id}`).send({ status: false }),
      () => api().delete(`/companies/${company.id}`),
    ];
    for (const call of calls) {
      const anonymous = await call();
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.error).toBe('ERR_SESSION_EXPIRED');
      const asAdmin = await call().set(bearer(admin.token));
      expect(asAdmin.status).toBe(403);
      expect(asAdmin.body.error).toBe('ERR_NO_PERMISSION');
    }
    expect(await Company.findByPk(company.id)).toMatchObject({ status: true });
  });
});

describe('GET /companies and GET /companies/list (super user)', () => {
  it('pages companies with { companies, count, hasMore } and searches by name, e-mail or phone', async () => {
    const superUser = await createSuperUser();
    const tag = unique('Search');
    const named = await createCompany({ name: `${tag} by name` });
    const mailed = await createCompany({ email: `${tag}@example.com`.toLowerCase() });
    const phoned = await createCompany({ phone: `55${Date.now()}` });
    await createCompany();

    const res = await api().get('/companies').query({ searchParam: tag.toUpperCase() }).set(bearer(superUser.token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2, hasMore: false });
    expect(res.body.companies.map((c: { id: number }) => c.id).sort()).toEqual([named.id, mailed.id].sort());
    expect(res.body.companies[0]).toMatchObject({ plan: { id: expect.any(Number) }, campaignsEnabled: true });

    const byPhone = await api().get('/companies').query({ searchParam: phoned.phone }).set(bearer(superUser.token));
    expect(byPhone.body.companies.map((c: { id: number }) => c.id)).toEqual([phoned.id]);
  });

  it('matches the search text literally (a "_" is not a wildcard)', async () => {
    const superUser = await createSuperUser();
    const tag = unique('Lit');
    const exact = await createCompany({ name: `${tag}_x` });
    await createCompany({ name: `${tag}ax` });
    const res = await api()
      .get('/companies')
      .query({ searchParam: `${tag}_` })
      .set(bearer(superUser.token));
    expect(res.body.companies.map((c: { id: number }) => c.id)).toEqual([exact.id]);
  });

  it('says hasMore while more pages remain (20 per page)', async () => {
    const superUser = await createSuperUser();
    const tag = unique('Page');
    for (let i = 0; i < 21; i++) await createCompany({ name: `${tag} ${String(i).padStart(2, '0')}` });
    const first = await api().get('/companies').query({ searchParam: tag, pageNumber: 1 }).set(bearer(superUser.token));
    expect(first.body).toMatchObject({ count: 21, hasMore: true });
    expect(first.body.companies).toHaveLength(20);
    const second = await api().get('/companies').query({ searchParam: tag, pageNumber: 2 }).set(bearer(superUser.token));
    expect(second.body).toMatchObject({ count: 21, hasMore: false });
    expect(second.body.companies.map((c: { name: string }) => c.name)).toEqual([`${tag} 20`]);
  });

  it('answers 400 for a bad page number', async () => {
    const superUser = await createSuperUser();
    const res = await api().get('/companies').query({ pageNumber: 'two' }).set(bearer(superUser.token));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'pageNumber' });
  });

  it('GET /companies/list returns every company with its plan', async () => {
    const superUser = await createSuperUser();
    const one = await createCompany();
    const two = await createCompany();
    const res = await api().get('/companies/list').set(bearer(superUser.token));
    expect(res.status).toBe(200);
    const ids = res.body.map((c: { id: number }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([one.id, two.id, superUser.company.id]));
    expect(res.body.find((c: { id: number }) => c.id === one.id)).toMatchObject({ name: one.name, plan: { id: one.planId } });
  });
});

describe('GET /companies/:id and GET /companies/listPlan/:id', () => {
  it('a company admin or user reads their own company with its plan', async () => {
    const plan = await createPlan({ value: '49.90' });
    const { company, admin, agent } = await createTenant({ planId: plan.id });
    for (const { token } of [admin, agent]) {
      for (const path of [`/companies/${company.id}`, `/companies/listPlan/${company.id}`]) {
        const res = await api().get(path).set(bearer(token));
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: company.id, name: company.name, plan: { id: company.planId, value: 49.9 } });
        expect(res.body.schedules).toEqual(defaultSchedules());
      }
    }
  });

  it("another company's record is 404 for its admin, any company is readable by the super user", async () => {
    const { admin } = await createTenant();
    const other = await createCompany();
    const superUser = await createSuperUser();
    for (const path of [`/companies/${other.id}`, `/companies/listPlan/${other.id}`]) {
      const denied = await api().get(path).set(bearer(admin.token));
      expect(denied.status).toBe(404);
      expect(denied.body.error).toBe('ERR_NO_COMPANY_FOUND');
      const allowed = await api().get(path).set(bearer(superUser.token));
      expect(allowed.status).toBe(200);
      expect(allowed.body).toMatchObject({ id: other.id, plan: { id: other.planId } });
    }
  });

  it('answers 401 without a token and 404 for an unknown or malformed id', async () => {
    const superUser = await createSuperUser();
    expect((await api().get(`/companies/${superUser.company.id}`)).status).toBe(401);
    expect((await api().get(`/companies/listPlan/${superUser.company.id}`)).status).toBe(401);
    for (const id of [UNKNOWN_ID, 'abc', 0]) {
      const res = await api().get(`/companies/${id}`).set(bearer(superUser.token));
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NO_COMPANY_FOUND');
    }
  });
});

describe('POST /companies (super user)', () => {
  it('creates a company without an admin when no password is given', async () => {
    const superUser = await createSuperUser();
    const plan = await createPlan();
    const name = unique('Created');
    const res = await api()
      .post('/companies')
      .set(bearer(superUser.token))
      .send({
        name,
        email: `${unique('c')}@example.com`,
        planId: plan.id,
        phone: '11988887777',
        dueDate: '2030-05-10',
        recurrence: 'TRIMESTRAL',
        addressCity: 'Recife',
        billingName: 'Acme Ltda',
      });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name,
      planId: plan.id,
      plan: { id: plan.id },
      status: true,
      campaignsEnabled: true,
      dueDate: '2030-05-10',
      recurrence: 'TRIMESTRAL',
      addressCity: 'Recife',
      billingName: 'Acme Ltda',
      schedules: defaultSchedules(),
    });
    expect(await User.count({ where: { companyId: res.body.id } })).toBe(0);
    const settings = await Setting.findAll({ where: { companyId: res.body.id } });
    expect(settings.map((s) => s.key).sort()).toEqual(Object.keys(DefaultSettings).sort());
  });

  it('creates the company admin when a password is given, who can then sign in', async () => {
    const superUser = await createSuperUser();
    const plan = await createPlan();
    const email = `${unique('boss')}@example.com`;
    const res = await api()
      .post('/companies')
      .set(bearer(superUser.token))
      .send({ name: unique('WithAdmin'), email, planId: plan.id, password: 'boss-pass', campaignsEnabled: false, dueDate: addDays(today(), 10) });
    expect(res.status).toBe(201);
    expect(res.body.campaignsEnabled).toBe(false);
    const users = await User.findAll({ where: { companyId: res.body.id } });
    expect(users.map((u) => ({ email: u.email, profile: u.profile, super: u.super }))).toEqual([{ email, profile: 'admin', super: false }]);
    const login = await api().post('/auth/login').set('X-Forwarded-For', freshIp()).send({ email, password: 'boss-pass' });
    expect(login.status).toBe(200);
  });

  it.each([
    ['a malformed e-mail', { email: 'nope' }, 'ERR_VALIDATION', 'email'],
    ['a missing e-mail', { email: undefined }, 'ERR_VALIDATION', 'email'],
    ['a missing plan', { planId: undefined }, 'ERR_VALIDATION', 'planId'],
    ['an unknown plan', { planId: UNKNOWN_ID }, 'ERR_NO_PLAN_FOUND', 'planId'],
    ['a malformed due date', { dueDate: '10/05/2030' }, 'ERR_VALIDATION', 'dueDate'],
    ['an impossible due date', { dueDate: '2030-02-30' }, 'ERR_VALIDATION', 'dueDate'],
    ['an unknown recurrence', { recurrence: 'SEMANAL' }, 'ERR_VALIDATION', 'recurrence'],
    ['a short password', { password: '1234' }, 'ERR_VALIDATION', 'password'],
    ['a one-letter name', { name: 'X' }, 'ERR_VALIDATION', 'name'],
  ])('answers 400 for %s and creates nothing', async (_label, overrides, error, field) => {
    const superUser = await createSuperUser();
    const plan = await createPlan();
    const body = { name: unique('Bad'), email: `${unique('bad')}@example.com`, planId: plan.id, ...overrides };
    const res = await api().post('/companies').set(bearer(superUser.token)).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error, field });
    expect(await Company.count({ where: { name: body.name } })).toBe(0);
  });

  it('refuses a taken name, and a taken admin e-mail without leaving the company behind', async () => {
    const superUser = await createSuperUser();
    const existing = await createCompany();
    const taken = await api().post('/companies').set(bearer(superUser.token)).send({ name: existing.name, email: 'x@example.com', planId: existing.planId });
    expect(taken.status).toBe(400);
    expect(taken.body.error).toBe('ERR_COMPANY_NAME_ALREADY_EXISTS');

    const name = unique('Orphan');
    const res = await api()
      .post('/companies')
      .set(bearer(superUser.token))
      .send({ name, email: superUser.user.email, planId: existing.planId, password: 'whatever' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_EMAIL_ALREADY_EXISTS', field: 'email' });
    expect(await Company.count({ where: { name } })).toBe(0);
  });
});

describe('PUT /companies/:id (super user)', () => {
  it("moves the due date ('+ Vencimento'), changes plan and status, and tells the company", async () => {
    const superUser = await createSuperUser();
    const company = await createCompany();
    const plan = await createPlan();
    const newDueDate = addMonths(String(company.dueDate), 1);
    const res = await api()
      .put(`/companies/${company.id}`)
      .set(bearer(superUser.token))
      .send({ dueDate: newDueDate, planId: plan.id, status: false, recurrence: 'ANUAL', phone: '1133334444' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: company.id,
      dueDate: newDueDate,
      planId: plan.id,
      plan: { id: plan.id },
      status: false,
      recurrence: 'ANUAL',
      phone: '1133334444',
    });
    expect(await Company.findByPk(company.id)).toMatchObject({ dueDate: newDueDate, planId: plan.id, status: false, recurrence: 'ANUAL' });
    expect(companyEvents(company.id)).toContainEqual({
      companyId: company.id,
      event: `company-${company.id}-company`,
      payload: { action: 'update', company: res.body },
      target: { room: 'company' },
    });
  });

  it('keeps the fields it was not sent, takes the day of an ISO timestamp and clears the due date on ""', async () => {
    const superUser = await createSuperUser();
    const company = await createCompany({ phone: '1122223333' });
    const iso = await api().put(`/companies/${company.id}`).set(bearer(superUser.token)).send({ dueDate: '2031-07-15T03:00:00.000Z' });
    expect(iso.body).toMatchObject({ dueDate: '2031-07-15', phone: '1122223333', name: company.name, status: true, email: company.email });
    const cleared = await api().put(`/companies/${company.id}`).set(bearer(superUser.token)).send({ dueDate: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.dueDate).toBeNull();
  });

  it('stores campaignsEnabled as the company setting and presents it as a boolean', async () => {
    const superUser = await createSuperUser();
    const company = await createCompany();
    const setting = () => Setting.findOne({ where: { companyId: company.id, key: 'campaignsEnabled' } });
    const off = await api().put(`/companies/${company.id}`).set(bearer(superUser.token)).send({ campaignsEnabled: false });
    expect(off.status).toBe(200);
    expect(off.body.campaignsEnabled).toBe(false);
    expect((await setting())?.value).toBe('false');
    const read = await api().get(`/companies/${company.id}`).set(bearer(superUser.token));
    expect(read.body.campaignsEnabled).toBe(false);
    const on = await api().put(`/companies/${company.id}`).set(bearer(superUser.token)).send({ campaignsEnabled: true });
    expect(on.body.campaignsEnabled).toBe(true);
    expect((await setting())?.value).toBe('true');
  });

  it.each([
    ['a malformed e-mail', { email: 'not-an-email' }, 'ERR_VALIDATION', 'email'],
    ['a malformed due date', { dueDate: 'tomorrow' }, 'ERR_VALIDATION', 'dueDate'],
    ['an impossible due date', { dueDate: '2030-13-45' }, 'ERR_VALIDATION', 'dueDate'],
    ['an unknown recurrence', { recurrence: 'QUINZENAL' }, 'ERR_VALIDATION', 'recurrence'],
    ['an unknown plan', { planId: UNKNOWN_ID }, 'ERR_NO_PLAN_FOUND', 'planId'],
    ['a non-boolean status', { status: 'maybe' }, 'ERR_VALIDATION', 'status'],
  ])('answers 400 for %s and changes nothing', async (_label, body, error, field) => {
    const superUser = await createSuperUser();
    const company = await createCompany();
    const res = await api().put(`/companies/${company.id}`).set(bearer(superUser.token)).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error, field });
    expect(await Company.findByPk(company.id)).toMatchObject({ email: company.email, dueDate: company.dueDate, planId: company.planId, recurrence: 'MENSAL' });
    expect(companyEvents(company.id)).toEqual([]);
  });

  it("refuses another company's name and answers 404 for an unknown company", async () => {
    const superUser = await createSuperUser();
    const company = await createCompany();
    const other = await createCompany();
    const clash = await api().put(`/companies/${company.id}`).set(bearer(superUser.token)).send({ name: other.name.toUpperCase() });
    expect(clash.status).toBe(400);
    expect(clash.body.error).toBe('ERR_COMPANY_NAME_ALREADY_EXISTS');
    const same = await api().put(`/companies/${company.id}`).set(bearer(superUser.token)).send({ name: company.name });
    expect(same.status).toBe(200);
    const missing = await api().put(`/companies/${UNKNOWN_ID}`).set(bearer(superUser.token)).send({ status: true });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('ERR_NO_COMPANY_FOUND');
  });
});

describe('DELETE /companies/:id (super user)', () => {
  it('removes the company with its users, settings and queues', async () => {
    const superUser = await createSuperUser();
    const { company, agent } = await createTenant();
    const queue = await createQueue(company);
    await UserQueue.create({ userId: agent.user.id, queueId: queue.id });
    const login = await api().post('/auth/login').set('X-Forwarded-For', freshIp()).send({ email: agent.user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const refreshCookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('jrt='))?.split(';')[0] ?? '';
    const res = await api().delete(`/companies/${company.id}`).set(bearer(superUser.token));
    expect(res.status).toBe(200);
    expect(await Company.findByPk(company.id)).toBeNull();
    expect(await User.count({ where: { companyId: company.id } })).toBe(0);
    expect(await Setting.count({ where: { companyId: company.id } })).toBe(0);
    expect(await Queue.count({ where: { companyId: company.id } })).toBe(0);
    expect(await UserQueue.count({ where: { userId: agent.user.id } })).toBe(0);
    expect((await api().get(`/companies/${company.id}`).set(bearer(superUser.token))).status).toBe(404);
    expect((await api().post('/auth/refresh_token').set('Cookie', refreshCookie)).status).toBe(401);
  });

  it("refuses to delete the super user's own company (403) and answers 404 for an unknown one", async () => {
    const superUser = await createSuperUser();
    const own = await api().delete(`/companies/${superUser.company.id}`).set(bearer(superUser.token));
    expect(own.status).toBe(403);
    expect(own.body.error).toBe('ERR_NO_PERMISSION');
    expect(await Company.findByPk(superUser.company.id)).not.toBeNull();
    const missing = await api().delete(`/companies/${UNKNOWN_ID}`).set(bearer(superUser.token));
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('ERR_NO_COMPANY_FOUND');
  });
});

describe('PUT /companies/:id/schedules', () => {
  const weekdays: ScheduleEntry[] = defaultSchedules().map((entry) =>
    entry.weekdayEn === 'sunday' ? { ...entry, startTime: '09:00', endTime: '13:00' } : { ...entry, startTime: '07:30', endTime: '19:45' },
  );

  it("saves the business hours of the admin's own company", async () => {
    const { company, admin } = await createTenant();
    const res = await api().put(`/companies/${company.id}/schedules`).set(bearer(admin.token)).send({ id: company.id, schedules: weekdays });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: company.id, schedules: weekdays });
    expect((await Company.findByPk(company.id))?.schedules).toEqual(weekdays);
  });

  it("lets the super user set any company's hours", async () => {
    const superUser = await createSuperUser();
    const company = await createCompany();
    const res = await api()
      .put(`/companies/${company.id}/schedules`)
      .set(bearer(superUser.token))
      .send({ schedules: weekdays.slice(0, 5) });
    expect(res.status).toBe(200);
    expect((await Company.findByPk(company.id))?.schedules).toEqual(weekdays.slice(0, 5));
  });

  it("answers 401 without a token, 403 for a plain user, 404 for another company's admin", async () => {
    const { company, agent } = await createTenant();
    const other = await createTenant();
    const body = { schedules: weekdays };
    expect((await api().put(`/companies/${company.id}/schedules`).send(body)).status).toBe(401);
    const asUser = await api().put(`/companies/${company.id}/schedules`).set(bearer(agent.token)).send(body);
    expect(asUser.status).toBe(403);
    expect(asUser.body.error).toBe('ERR_NO_PERMISSION');
    const asOther = await api().put(`/companies/${company.id}/schedules`).set(bearer(other.admin.token)).send(body);
    expect(asOther.status).toBe(404);
    expect(asOther.body.error).toBe('ERR_NO_COMPANY_FOUND');
    expect((await Company.findByPk(company.id))?.schedules).toEqual(defaultSchedules());
  });

  it.each([
    ['an hour past 23', (s: ScheduleEntry[]) => [{ ...s[0], startTime: '25:00' }, ...s.slice(1)], 'schedules[0].startTime'],
    ['minutes past 59', (s: ScheduleEntry[]) => [s[0], { ...s[1], endTime: '18:60' }], 'schedules[1].endTime'],
    ['an unknown weekday', (s: ScheduleEntry[]) => [{ ...s[0], weekdayEn: 'someday' }], 'schedules[0].weekdayEn'],
    ['no schedules at all', () => undefined, 'schedules'],
    ['more than seven days', (s: ScheduleEntry[]) => [...s, s[0]], 'schedules'],
  ])('answers 400 naming the field for %s', async (_label, build, field) => {
    const { company, admin } = await createTenant();
    const res = await api()
      .put(`/companies/${company.id}/schedules`)
      .set(bearer(admin.token))
      .send({ schedules: build(weekdays) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field });
    expect((await Company.findByPk(company.id))?.schedules).toEqual(defaultSchedules());
  });
});

describe('a company admin on the super-user routes', () => {
  it('cannot change their own company (plan, due date, status)', async () => {
    const { company, admin } = await createTenant();
    const plan = await createPlan({ users: 1000 });
    const res = await api().put(`/companies/${company.id}`).set(bearer(admin.token)).send({ planId: plan.id, dueDate: '2099-01-01' });
    expect(res.status).toBe(403);
    expect(await Company.findByPk(company.id)).toMatchObject({ planId: company.planId, dueDate: company.dueDate });
    const plain = await createUser(company);
    expect((await api().delete(`/companies/${company.id}`).set(bearer(plain.token))).status).toBe(403);
    expect(await Company.findByPk(company.id)).not.toBeNull();
  });
});
