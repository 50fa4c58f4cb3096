import { describe, expect, it } from 'vitest';
import type { PlanDTO } from '@zapdesk/shared';
import { Plan } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { createCompany, createPlan, createSuperUser, createTenant, unique } from '../../test/factories.js';

const UNKNOWN_ID = 2_000_000_000;
const findIn = (list: PlanDTO[], id: number) => list.find((p) => p.id === id);

describe('GET /plans/list (public) and GET /plans/all', () => {
  it('lists plans without a token, with the money value as a number', async () => {
    const plan = await createPlan({ value: '49.90', users: 3, connections: 2, queues: 4, useKanban: false });
    const res = await api().get('/plans/list');
    expect(res.status).toBe(200);
    expect(findIn(res.body, plan.id)).toEqual({
      id: plan.id,
      name: plan.name,
      users: 3,
      connections: 2,
      queues: 4,
      campaigns: 10,
      schedules: 10,
      value: 49.9,
      useCampaigns: true,
      useKanban: false,
      useOpenAi: true,
      useIntegrations: true,
      useSchedules: true,
      useInternalChat: true,
      useExternalApi: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('lists the cheapest plans first', async () => {
    const dear = await createPlan({ value: '999.00' });
    const cheap = await createPlan({ value: '1.00' });
    const ids = (await api().get('/plans/list')).body.map((p: PlanDTO) => p.id);
    expect(ids.indexOf(cheap.id)).toBeLessThan(ids.indexOf(dear.id));
  });

  it('GET /plans/all needs a token (401) and lists plans for any signed-in user', async () => {
    const plan = await createPlan();
    const { agent } = await createTenant();
    const anonymous = await api().get('/plans/all');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('ERR_SESSION_EXPIRED');
    const res = await api().get('/plans/all').set(bearer(agent.token));
    expect(res.status).toBe(200);
    expect(findIn(res.body, plan.id)).toMatchObject({ name: plan.name, value: 30 });
  });

  it('GET /plans is for the super user only', async () => {
    const plan = await createPlan();
    const { admin } = await createTenant();
    const superUser = await createSuperUser();
    expect((await api().get('/plans')).status).toBe(401);
    expect((await api().get('/plans').set(bearer(admin.token))).status).toBe(403);
    const res = await api().get('/plans').set(bearer(superUser.token));
    expect(res.status).toBe(200);
    expect(findIn(res.body, plan.id)).toMatchObject({ name: plan.name });
  });
});

describe('GET /plans/:id', () => {
  it('shows a plan to a signed-in user, 401 without a token, 404 for an unknown id', async () => {
    const plan = await createPlan({ value: '12.34' });
    const { agent } = await createTenant();
    expect((await api().get(`/plans/${plan.id}`)).status).toBe(401);
    const res = await api().get(`/plans/${plan.id}`).set(bearer(agent.token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: plan.id, name: plan.name, value: 12.34 });
    for (const id of [UNKNOWN_ID, 'abc']) {
      const missing = await api().get(`/plans/${id}`).set(bearer(agent.token));
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe('ERR_NO_PLAN_FOUND');
    }
  });
});

describe('POST /plans (super user)', () => {
  it('creates a plan; omitted limits are 0, value 0 and every feature on', async () => {
    const superUser = await createSuperUser();
    const name = unique('Bare');
    const res = await api().post('/plans').set(bearer(superUser.token)).send({ name });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      name,
      users: 0,
      connections: 0,
      queues: 0,
      campaigns: 0,
      schedules: 0,
      value: 0,
      useCampaigns: true,
      useKanban: true,
      useOpenAi: true,
      useIntegrations: true,
      useSchedules: true,
      useInternalChat: true,
      useExternalApi: true,
    });
    expect(await Plan.findByPk(res.body.id)).toMatchObject({ name, users: 0 });
  });

  it('stores the limits, money value and flags it is given', async () => {
    const superUser = await createSuperUser();
    const body = {
      name: unique('Gold'),
      users: 5,
      connections: 3,
      queues: 7,
      campaigns: 2,
      schedules: 9,
      value: 149.9,
      useOpenAi: false,
      useExternalApi: false,
    };
    const res = await api().post('/plans').set(bearer(superUser.token)).send(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...body, useKanban: true });
    const shown = await api().get(`/plans/${res.body.id}`).set(bearer(superUser.token));
    expect(shown.body).toMatchObject(body);
  });

  it('answers 401 without a token and 403 for a company admin', async () => {
    const { admin } = await createTenant();
    const name = unique('Sneaky');
    expect((await api().post('/plans').send({ name })).status).toBe(401);
    const res = await api().post('/plans').set(bearer(admin.token)).send({ name });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
    expect(await Plan.count({ where: { name } })).toBe(0);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['negative users', { users: -1 }, 'users'],
    ['negative connections', { connections: -5 }, 'connections'],
    ['negative queues', { queues: -1 }, 'queues'],
    ['a fractional limit', { campaigns: 1.5 }, 'campaigns'],
    ['a negative value', { value: -10 }, 'value'],
    ['a non-numeric value', { value: 'free' }, 'value'],
  ])('answers 400 naming the field for %s', async (_label, overrides, field) => {
    const superUser = await createSuperUser();
    const res = await api()
      .post('/plans')
      .set(bearer(superUser.token))
      .send({ name: unique('Bad'), users: 1, ...overrides });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field });
  });

  it('refuses a duplicate name with 400', async () => {
    const superUser = await createSuperUser();
    const existing = await createPlan();
    const res = await api().post('/plans').set(bearer(superUser.token)).send({ name: existing.name });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'name' });
    expect(await Plan.count({ where: { name: existing.name } })).toBe(1);
  });
});

describe('PUT /plans/:id (super user)', () => {
  it('updates only the given fields', async () => {
    const superUser = await createSuperUser();
    const plan = await createPlan({ value: '30.00', users: 10 });
    const res = await api().put(`/plans/${plan.id}`).set(bearer(superUser.token)).send({ users: 20, value: 59.5, useKanban: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: plan.id, name: plan.name, users: 20, connections: 10, value: 59.5, useKanban: false, useCampaigns: true });
    expect(await Plan.findByPk(plan.id)).toMatchObject({ users: 20, useKanban: false, value: '59.50' });
  });

  it('answers 401 without a token, 403 for a company admin, 404 for an unknown plan, 400 for bad input or a taken name', async () => {
    const superUser = await createSuperUser();
    const { admin } = await createTenant();
    const plan = await createPlan();
    const other = await createPlan();
    const anonymous = await api().put(`/plans/${plan.id}`).send({ users: 1000 });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('ERR_SESSION_EXPIRED');
    const denied = await api().put(`/plans/${plan.id}`).set(bearer(admin.token)).send({ users: 1000 });
    expect(denied.status).toBe(403);
    expect((await Plan.findByPk(plan.id))?.users).toBe(10);
    expect((await api().put(`/plans/${UNKNOWN_ID}`).set(bearer(superUser.token)).send({ users: 1 })).status).toBe(404);
    const negative = await api().put(`/plans/${plan.id}`).set(bearer(superUser.token)).send({ queues: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'queues' });
    const taken = await api().put(`/plans/${plan.id}`).set(bearer(superUser.token)).send({ name: other.name });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'name' });
    expect((await Plan.findByPk(plan.id))?.name).toBe(plan.name);
  });
});

describe('DELETE /plans/:id (super user)', () => {
  it('deletes a plan no company uses', async () => {
    const superUser = await createSuperUser();
    const plan = await createPlan();
    const res = await api().delete(`/plans/${plan.id}`).set(bearer(superUser.token));
    expect(res.status).toBe(200);
    expect(await Plan.findByPk(plan.id)).toBeNull();
    expect((await api().get(`/plans/${plan.id}`).set(bearer(superUser.token))).status).toBe(404);
  });

  it('answers 409 ERR_PLAN_IN_USE for a plan a company is on, and keeps it', async () => {
    const superUser = await createSuperUser();
    const company = await createCompany();
    const res = await api().delete(`/plans/${company.planId}`).set(bearer(superUser.token));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_PLAN_IN_USE');
    expect(await Plan.findByPk(company.planId)).not.toBeNull();
  });

  it('answers 401 without a token, 403 for a company admin, 404 for an unknown plan', async () => {
    const superUser = await createSuperUser();
    const { admin } = await createTenant();
    const plan = await createPlan();
    expect((await api().delete(`/plans/${plan.id}`)).status).toBe(401);
    expect((await api().delete(`/plans/${plan.id}`).set(bearer(admin.token))).status).toBe(403);
    expect(await Plan.findByPk(plan.id)).not.toBeNull();
    const missing = await api().delete(`/plans/${UNKNOWN_ID}`).set(bearer(superUser.token));
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('ERR_NO_PLAN_FOUND');
  });
});
