import { describe, expect, it } from 'vitest';
import { queueListSchema, queueSchema } from '@zapdesk/shared';
import { expectDto } from '../../test/expect-dto.js';
import { defaultSchedules, QueueColors, type ScheduleEntry } from '@zapdesk/shared';
import { Queue } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { eventsFor } from '../../test/events.js';
import { createCompany, createQueue, createSuperUser, createTenant } from '../../test/factories.js';

const queueEvents = (companyId: number) => eventsFor(companyId).filter((e) => e.event === `company-${companyId}-queue`);
const body = (overrides: Record<string, unknown> = {}) => ({ name: 'Financeiro', color: QueueColors[0], ...overrides });
const weekdays: ScheduleEntry[] = defaultSchedules().map((entry) => ({ ...entry, startTime: '09:00', endTime: '17:30' }));

describe('GET /queue', () => {
  it('answers 401 without a token', async () => {
    expect((await api().get('/queue')).status).toBe(401);
  });

  it("lists the company queues for any of its users, by orderQueue (empty last) then name, never another company's", async () => {
    const { company, agent } = await createTenant();
    const suporte = await createQueue(company, { name: 'Suporte', orderQueue: 2 });
    const vendas = await createQueue(company, { name: 'Vendas', orderQueue: 1 });
    const avulsa = await createQueue(company, { name: 'Avulsa', orderQueue: null });
    const beta = await createQueue(company, { name: 'Beta', orderQueue: 2 });
    await createQueue(await createCompany(), { name: 'Alheia', orderQueue: 0 });

    const res = await api().get('/queue').set(bearer(agent.token));
    expect(res.status).toBe(200);
    expectDto(queueListSchema, res.body);
    expect(res.body.map((q: { id: number }) => q.id)).toEqual([vendas.id, beta.id, suporte.id, avulsa.id]);
    expect(res.body[0]).toEqual({
      id: vendas.id,
      name: 'Vendas',
      color: vendas.color,
      greetingMessage: '',
      completionMessage: '',
      outOfHoursMessage: '',
      ratingMessage: '',
      orderQueue: 1,
      integrationId: null,
      promptId: null,
      schedules: [],
      companyId: company.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('lets only the super user name another company', async () => {
    const { company, admin } = await createTenant();
    const queue = await createQueue(company);
    const other = await createTenant();
    const superUser = await createSuperUser();

    const asSuper = await api().get('/queue').query({ companyId: company.id }).set(bearer(superUser.token));
    expect(asSuper.status).toBe(200);
    expect(asSuper.body.map((q: { id: number }) => q.id)).toEqual([queue.id]);
    const asAdmin = await api().get('/queue').query({ companyId: company.id }).set(bearer(other.admin.token));
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.error).toBe('ERR_NO_PERMISSION');
    expect((await api().get('/queue').query({ companyId: company.id }).set(bearer(admin.token))).status).toBe(200);
    const bad = await api().get('/queue').query({ companyId: 'abc' }).set(bearer(superUser.token));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'companyId' });
  });
});

describe('GET /queue/:id', () => {
  it("answers 401, the queue to any user of the company, and 404 for another company's or an unknown id", async () => {
    const { company, agent } = await createTenant();
    const queue = await createQueue(company, { greetingMessage: 'Olá!' });
    const foreign = await createQueue(await createCompany());
    expect((await api().get(`/queue/${queue.id}`)).status).toBe(401);

    const res = await api().get(`/queue/${queue.id}`).set(bearer(agent.token));
    expect(res.status).toBe(200);
    expectDto(queueSchema, res.body);
    expect(res.body).toMatchObject({ id: queue.id, name: queue.name, greetingMessage: 'Olá!', companyId: company.id });
    for (const id of [foreign.id, 2_000_000_000, 'abc']) {
      const missing = await api().get(`/queue/${id}`).set(bearer(agent.token));
      expect(missing.status).toBe(404);
    }
  });
});

describe('POST /queue', () => {
  it('answers 401 without a token and 403 for a plain user', async () => {
    const { company, agent } = await createTenant();
    expect((await api().post('/queue').send(body())).status).toBe(401);
    const denied = await api().post('/queue').set(bearer(agent.token)).send(body());
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('ERR_NO_PERMISSION');
    expect(await Queue.count({ where: { companyId: company.id } })).toBe(0);
  });

  it('creates a queue with the default hours, publishes it after the commit, and answers the DTO', async () => {
    const { company, admin } = await createTenant();
    const res = await api()
      .post('/queue')
      .set(bearer(admin.token))
      .send(
        body({
          name: '  Suporte  ',
          color: QueueColors[5].toLowerCase(),
          greetingMessage: 'Bem-vindo',
          completionMessage: 'Até logo',
          outOfHoursMessage: 'Fechado',
          ratingMessage: 'Avalie',
          orderQueue: 3,
          promptId: null,
        }),
      );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Suporte',
      color: QueueColors[5],
      greetingMessage: 'Bem-vindo',
      completionMessage: 'Até logo',
      outOfHoursMessage: 'Fechado',
      ratingMessage: 'Avalie',
      orderQueue: 3,
      promptId: null,
      integrationId: null,
      schedules: defaultSchedules(),
      companyId: company.id,
    });
    const saved = await Queue.findOne({ where: { companyId: company.id, id: res.body.id } });
    expect(saved?.schedules).toEqual(defaultSchedules());
    expect(queueEvents(company.id)).toEqual([expect.objectContaining({ payload: { action: 'create', queue: res.body }, target: { room: 'company' } })]);
  });

  it('keeps the schedules it is given', async () => {
    const { admin } = await createTenant();
    const res = await api()
      .post('/queue')
      .set(bearer(admin.token))
      .send(body({ schedules: weekdays }));
    expect(res.status).toBe(201);
    expect(res.body.schedules).toEqual(weekdays);
  });

  it('answers 400 naming the field for bad input, saving and publishing nothing', async () => {
    const { company, admin } = await createTenant();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: undefined }, 'name'],
      [{ name: 'A' }, 'name'],
      [{ name: 'x'.repeat(51) }, 'name'],
      [{ color: undefined }, 'color'],
      [{ color: '#1' }, 'color'],
      [{ color: '#0123456789' }, 'color'],
      [{ color: '#123456' }, 'color'],
      [{ orderQueue: 'first' }, 'orderQueue'],
      [{ orderQueue: -1 }, 'orderQueue'],
      [{ greetingMessage: 'x'.repeat(10_001) }, 'greetingMessage'],
      [{ schedules: [{ weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '8h', endTime: '18:00' }] }, 'schedules[0].startTime'],
      [{ schedules: [{ weekday: 'Funday', weekdayEn: 'funday', startTime: '08:00', endTime: '18:00' }] }, 'schedules[0].weekdayEn'],
      [{ schedules: [weekdays[0], weekdays[0]] }, 'schedules'],
      [{ schedules: 'always' }, 'schedules'],
      [{ promptId: 7 }, 'promptId'],
      [{ integrationId: 7 }, 'integrationId'],
    ];
    for (const [overrides, field] of cases) {
      const res = await api().post('/queue').set(bearer(admin.token)).send(body(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field });
    }
    expect(await Queue.count({ where: { companyId: company.id } })).toBe(0);
    expect(queueEvents(company.id)).toEqual([]);
  });

  it('refuses a colour or a name already used in the company; other companies may reuse both', async () => {
    const { company, admin } = await createTenant();
    const other = await createTenant();
    await createQueue(other.company, { name: 'Financeiro', color: QueueColors[0] });
    expect((await api().post('/queue').set(bearer(admin.token)).send(body())).status).toBe(201);

    const sameColor = await api()
      .post('/queue')
      .set(bearer(admin.token))
      .send(body({ name: 'Outra', color: QueueColors[0].toLowerCase() }));
    expect(sameColor.status).toBe(400);
    expect(sameColor.body).toMatchObject({ error: 'ERR_QUEUE_COLOR_ALREADY_EXISTS', field: 'color' });
    const sameName = await api()
      .post('/queue')
      .set(bearer(admin.token))
      .send(body({ color: QueueColors[1] }));
    expect(sameName.status).toBe(400);
    expect(sameName.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'name' });
    expect(await Queue.count({ where: { companyId: company.id } })).toBe(1);
    expect(queueEvents(company.id)).toHaveLength(1);
  });

  it("answers 403 ERR_PLAN_LIMIT_REACHED at the plan's queue limit, even under concurrent creations", async () => {
    const { company, admin } = await createTenant({ plan: { queues: 2 } });
    const results = await Promise.all(
      QueueColors.slice(0, 5).map((color, i) =>
        api()
          .post('/queue')
          .set(bearer(admin.token))
          .send({ name: `Fila ${i}`, color }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 403, 403, 403]);
    expect(results.find((r) => r.status === 403)?.body.error).toBe('ERR_PLAN_LIMIT_REACHED');
    expect(await Queue.count({ where: { companyId: company.id } })).toBe(2);

    const none = await createTenant({ plan: { queues: 0 } });
    const refused = await api().post('/queue').set(bearer(none.admin.token)).send(body());
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('ERR_PLAN_LIMIT_REACHED');
  });

  it('meets two concurrent creations of the same colour with one 201 and one ERR_QUEUE_COLOR_ALREADY_EXISTS', async () => {
    const { admin } = await createTenant();
    const results = await Promise.all(['Um', 'Dois'].map((name) => api().post('/queue').set(bearer(admin.token)).send(body({ name }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)?.body.error).toBe('ERR_QUEUE_COLOR_ALREADY_EXISTS');
  });
});
