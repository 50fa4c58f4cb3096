import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { whatsappListSchema, whatsappSchema } from '@zapdesk/shared';
import { expectDto } from '../../test/expect-dto.js';
import { env } from '../../config/env.js';
import { useWhatsappGatewayUrl } from '../../core/whatsapp-gateway.js';
import { User, Whatsapp, type Company } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { api, bearer } from '../../test/http.js';
import { createCompany, createQueue, createSuperUser, createTenant, unique } from '../../test/factories.js';
import { generateToken } from './connections.queries.js';

const UNKNOWN_ID = 2_000_000_000;
const whatsappEvents = (companyId: number) => eventsFor(companyId).filter((e) => e.event === `company-${companyId}-whatsapp`);
const seedConnection = (company: Company, overrides: Partial<Whatsapp> = {}) =>
  Whatsapp.create({ name: unique('wa').slice(0, 40), token: generateToken(), companyId: company.id, ...overrides });
const reload = (connection: Whatsapp) => Whatsapp.findOne({ where: { id: connection.id, companyId: connection.companyId } });
const defaultsOf = async (company: Company) => (await Whatsapp.findAll({ where: { companyId: company.id, isDefault: true } })).map((w) => w.id);

/** Runs a block with the sandbox switched off (env is read per request). */
async function withSandboxOff<T>(work: () => Promise<T>): Promise<T> {
  env.WHATSAPP_SANDBOX = false;
  try {
    return await work();
  } finally {
    env.WHATSAPP_SANDBOX = true;
  }
}

// No whatsapp process in this file: nothing listens on port 1, so every gateway call is "unreachable".
beforeAll(() => useWhatsappGatewayUrl('http://127.0.0.1:1'));

describe('GET /whatsapp', () => {
  it('answers 401 without a token', async () => {
    expect((await api().get('/whatsapp')).status).toBe(401);
    expect((await api().get('/whatsapp/1')).status).toBe(401);
  });

  it("lists the company's connections oldest first with qrcode and queues; the token only for admins", async () => {
    const { company, admin, agent } = await createTenant();
    const queue = await createQueue(company, { orderQueue: 1 });
    const first = await seedConnection(company, { isDefault: true, status: 'qrcode', qrcode: 'qr-data' });
    await first.$set('queues', [queue.id]);
    const second = await seedConnection(company);
    const other = await createTenant();
    await seedConnection(other.company);

    const asAdmin = await api().get('/whatsapp/').query({ session: 0 }).set(bearer(admin.token));
    expect(asAdmin.status).toBe(200);
    expectDto(whatsappListSchema, asAdmin.body);
    expect(asAdmin.body.map((w: { id: number }) => w.id)).toEqual([first.id, second.id]);
    expect(asAdmin.body[0]).toMatchObject({
      id: first.id,
      name: first.name,
      status: 'qrcode',
      qrcode: 'qr-data',
      isDefault: true,
      token: first.token,
      provider: 'beta',
      companyId: company.id,
      queues: [{ id: queue.id, name: queue.name, color: queue.color }],
    });

    const asAgent = await api().get('/whatsapp').query({ session: 0 }).set(bearer(agent.token));
    expect(asAgent.status).toBe(200);
    expectDto(whatsappListSchema, asAgent.body);
    expect(asAgent.body.map((w: { id: number }) => w.id)).toEqual([first.id, second.id]);
    expect(asAgent.body[0]).toMatchObject({ qrcode: 'qr-data', status: 'qrcode' });
    expect(asAgent.body[0]).not.toHaveProperty('token');
    expect(JSON.stringify(asAgent.body)).not.toContain(first.token);
  });

  it("lets only the super user list another company's connections with companyId", async () => {
    const root = await createSuperUser();
    const { company, admin } = await createTenant();
    const connection = await seedConnection(company);
    const other = await createCompany();

    const bySuper = await api().get('/whatsapp').query({ companyId: company.id }).set(bearer(root.token));
    expect(bySuper.status).toBe(200);
    expect(bySuper.body).toEqual([expect.objectContaining({ id: connection.id, token: connection.token })]);

    const denied = await api().get('/whatsapp').query({ companyId: other.id }).set(bearer(admin.token));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('ERR_NO_PERMISSION');
    const own = await api().get('/whatsapp').query({ companyId: company.id }).set(bearer(admin.token));
    expect(own.body.map((w: { id: number }) => w.id)).toEqual([connection.id]);
  });

  it('answers 400 for a malformed query', async () => {
    const { admin } = await createTenant();
    const res = await api().get('/whatsapp').query({ session: 'yes' }).set(bearer(admin.token));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'session' });
  });
});

describe('GET /whatsapp/:id', () => {
  it('shows a connection to any user of the company (token for admins only)', async () => {
    const { company, admin, agent } = await createTenant();
    const connection = await seedConnection(company, { status: 'qrcode', qrcode: 'the-qr' });
    const asAgent = await api().get(`/whatsapp/${connection.id}`).query({ session: 0 }).set(bearer(agent.token));
    expect(asAgent.status).toBe(200);
    expectDto(whatsappSchema, asAgent.body);
    expect(asAgent.body).toMatchObject({ id: connection.id, qrcode: 'the-qr', queues: [] });
    expect(asAgent.body).not.toHaveProperty('token');
    const asAdmin = await api().get(`/whatsapp/${connection.id}`).set(bearer(admin.token));
    expectDto(whatsappSchema, asAdmin.body);
    expect(asAdmin.body.token).toBe(connection.token);
  });

  it("answers 404 ERR_NO_WAPP_FOUND for another company's, an unknown or a malformed id", async () => {
    const { admin } = await createTenant();
    const foreign = await seedConnection(await createCompany());
    for (const id of [foreign.id, UNKNOWN_ID, 'abc']) {
      const res = await api().get(`/whatsapp/${id}`).set(bearer(admin.token));
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NO_WAPP_FOUND');
    }
  });
});

describe('POST /whatsapp', () => {
  it('answers 401 without a token and 403 ERR_NO_PERMISSION for a plain user', async () => {
    const { company, agent } = await createTenant();
    expect((await api().post('/whatsapp').send({ name: 'Main' })).status).toBe(401);
    const res = await api().post('/whatsapp').set(bearer(agent.token)).send({ name: 'Main' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
    expect(await Whatsapp.count({ where: { companyId: company.id } })).toBe(0);
  });

  it('creates the first connection with the §9 defaults as the default; DISCONNECTED while the whatsapp process is unreachable', async () => {
    const { company, admin } = await createTenant();
    const res = await api().post('/whatsapp').set(bearer(admin.token)).send({ name: '  Main line  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      name: 'Main line',
      status: 'DISCONNECTED',
      qrcode: '',
      retries: 0,
      isDefault: true,
      provider: 'beta',
      expiresTicket: 0,
      timeUseBotQueues: 0,
      maxUseBotQueues: 3,
      timeToTransfer: null,
      transferQueueId: null,
      promptId: null,
      integrationId: null,
      greetingMessage: '',
      complationMessage: '',
      outOfHoursMessage: '',
      ratingMessage: '',
      expiresInactiveMessage: '',
      queues: [],
      companyId: company.id,
    });
    expect(res.body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(await Whatsapp.findOne({ where: { id: res.body.id, companyId: company.id } })).toMatchObject({
      status: 'DISCONNECTED',
      isDefault: true,
      token: res.body.token,
    });

    const events = whatsappEvents(company.id);
    expect(events).toEqual([
      expect.objectContaining({
        payload: { action: 'update', whatsapp: expect.objectContaining({ id: res.body.id, isDefault: true }) },
        target: { room: 'company' },
      }),
    ]);
    expect(JSON.stringify(events)).not.toContain(res.body.token);
  });

  it('answers within seconds when the whatsapp process is slow to start the session', async () => {
    const { admin } = await createTenant();
    // A gateway that accepts the call and never answers.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    useWhatsappGatewayUrl(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`);
    try {
      const startedAt = Date.now();
      const res = await api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'Slow start' });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('DISCONNECTED');
      expect(Date.now() - startedAt).toBeLessThan(10_000);
    } finally {
      useWhatsappGatewayUrl('http://127.0.0.1:1');
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('generates a different token for each connection and keeps a chosen one', async () => {
    const { admin } = await createTenant();
    const a = await api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'Line A', token: '' });
    expect(a.status).toBe(201);
    const b = await api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'Line B' });
    expect(a.body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(a.body.token).not.toBe(b.body.token);
    const chosen = `custom-${generateToken()}`;
    const c = await api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'Line C', token: chosen });
    expect(c.status).toBe(201);
    expect(c.body.token).toBe(chosen);
  });

  it('stores every field, queues and a transfer queue; blank number fields mean none', async () => {
    const { company, admin } = await createTenant();
    const [q1, q2] = [await createQueue(company, { orderQueue: 2 }), await createQueue(company, { orderQueue: 1 })];
    const body = {
      name: 'Support',
      greetingMessage: 'Hello! Pick a department',
      complationMessage: 'Bye',
      outOfHoursMessage: 'Closed',
      ratingMessage: 'Rate us',
      expiresInactiveMessage: 'Closed for inactivity',
      expiresTicket: 30,
      timeToTransfer: 10,
      transferQueueId: q1.id,
      timeUseBotQueues: 5,
      maxUseBotQueues: 2,
      queueIds: [q1.id, q2.id],
      promptId: null,
      integrationId: '',
    };
    const res = await api().post('/whatsapp').set(bearer(admin.token)).send(body);
    expect(res.status).toBe(201);
    const { queueIds: _queueIds, integrationId: _integrationId, ...fields } = body;
    expect(res.body).toMatchObject({ ...fields, integrationId: null, provider: 'beta' });
    // Queues come in the bot menu's order.
    expect(res.body.queues.map((q: { id: number }) => q.id)).toEqual([q2.id, q1.id]);
    const blank = await api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'Blank', timeToTransfer: '', expiresTicket: '' });
    expect(blank.status).toBe(201);
    expect(blank.body).toMatchObject({ timeToTransfer: null, expiresTicket: 0 });
  });

  it('makes a later connection the default only when asked, unsetting the previous one', async () => {
    const { company, admin } = await createTenant();
    const first = await api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'First' });
    const second = await api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'Second' });
    expect(second.body.isDefault).toBe(false);
    expect(await defaultsOf(company)).toEqual([first.body.id]);

    const third = await api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'Third', isDefault: true });
    expect(third.status).toBe(201);
    expect(third.body.isDefault).toBe(true);
    expect(await defaultsOf(company)).toEqual([third.body.id]);
    expect(whatsappEvents(company.id).map((e) => e.payload)).toContainEqual({
      action: 'update',
      whatsapp: expect.objectContaining({ id: first.body.id, isDefault: false }),
    });
  });

  it('answers 400 naming the field for invalid input', async () => {
    const { company, admin } = await createTenant();
    const foreignQueue = await createQueue(await createCompany());
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'name'],
      [{ name: 'x' }, 'name'],
      [{ name: 'x'.repeat(51) }, 'name'],
      [{ name: 'Valid', provider: 'official' }, 'provider'],
      [{ name: 'Valid', expiresTicket: -1 }, 'expiresTicket'],
      [{ name: 'Valid', maxUseBotQueues: 'many' }, 'maxUseBotQueues'],
      [{ name: 'Valid', queueIds: [foreignQueue.id] }, 'queueIds'],
      [{ name: 'Valid', queueIds: ['a'] }, 'queueIds[0]'],
      [{ name: 'Valid', transferQueueId: foreignQueue.id }, 'transferQueueId'],
      [{ name: 'Valid', promptId: 1 }, 'promptId'],
      [{ name: 'Valid', integrationId: 1 }, 'integrationId'],
      [{ name: 'Valid', token: 'short' }, 'token'],
      [{ name: 'Valid', token: `has space ${generateToken()}` }, 'token'],
    ];
    for (const [body, field] of cases) {
      const res = await api().post('/whatsapp').set(bearer(admin.token)).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field });
    }
    expect(await Whatsapp.count({ where: { companyId: company.id } })).toBe(0);
  });

  it('answers 400 for a name already used in the company (other companies may reuse it) and a token already taken', async () => {
    const { admin } = await createTenant();
    const other = await createTenant();
    const taken = await seedConnection(other.company, { name: 'Shared name' });
    expect((await api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'Shared name' })).status).toBe(201);
    const duplicate = await api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'Shared name' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'name' });
    const token = await api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'Other', token: taken.token });
    expect(token.status).toBe(400);
    expect(token.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'token' });
  });

  it('requires a greeting with more than one queue (ERR_WAPP_GREETING_REQUIRED)', async () => {
    const { company, admin } = await createTenant();
    const [q1, q2] = [await createQueue(company), await createQueue(company)];
    const res = await api()
      .post('/whatsapp')
      .set(bearer(admin.token))
      .send({ name: 'Menu', queueIds: [q1.id, q2.id], greetingMessage: '  ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_WAPP_GREETING_REQUIRED', field: 'greetingMessage' });
    const one = await api()
      .post('/whatsapp')
      .set(bearer(admin.token))
      .send({ name: 'One queue', queueIds: [q1.id] });
    expect(one.status).toBe(201);
    const greeted = await api()
      .post('/whatsapp')
      .set(bearer(admin.token))
      .send({ name: 'Menu', queueIds: [q1.id, q2.id], greetingMessage: 'Hi' });
    expect(greeted.status).toBe(201);
  });

  it('accepts the sandbox provider, and refuses it with 400 while the sandbox is off', async () => {
    const { company, admin } = await createTenant();
    const on = await api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'Simulated', provider: 'sandbox' });
    expect(on.status).toBe(201);
    expect(on.body.provider).toBe('sandbox');
    const off = await withSandboxOff(() => api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'Simulated 2', provider: 'sandbox' }));
    expect(off.status).toBe(400);
    expect(off.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'provider' });
    expect(await Whatsapp.count({ where: { companyId: company.id } })).toBe(1);
  });

  it("answers 403 ERR_PLAN_LIMIT_REACHED at the plan's connection limit", async () => {
    const { company, admin } = await createTenant({ plan: { connections: 1 } });
    expect((await api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'Only' })).status).toBe(201);
    const res = await api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'One too many' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_PLAN_LIMIT_REACHED');
    expect(await Whatsapp.count({ where: { companyId: company.id } })).toBe(1);
    const none = await createTenant({ plan: { connections: 0 } });
    expect((await api().post('/whatsapp').set(bearer(none.admin.token)).send({ name: 'First' })).status).toBe(403);
  });

  it('never overshoots the limit nor makes two defaults under concurrent creations', async () => {
    const { company, admin } = await createTenant({ plan: { connections: 2 } });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        api()
          .post('/whatsapp')
          .set(bearer(admin.token))
          .send({ name: `Race ${i}`, isDefault: i % 2 === 0 }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 403, 403, 403]);
    expect(await Whatsapp.count({ where: { companyId: company.id } })).toBe(2);
    expect(await defaultsOf(company)).toHaveLength(1);
  });
});

describe('PUT /whatsapp/:id', () => {
  it("answers 401, 403 for a plain user, 404 for another company's or an unknown connection", async () => {
    const { company, admin, agent } = await createTenant();
    const connection = await seedConnection(company);
    const foreign = await seedConnection(await createCompany(), { name: 'Foreign' });
    expect((await api().put(`/whatsapp/${connection.id}`).send({ name: 'New' })).status).toBe(401);
    const denied = await api().put(`/whatsapp/${connection.id}`).set(bearer(agent.token)).send({ name: 'New' });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('ERR_NO_PERMISSION');
    for (const id of [foreign.id, UNKNOWN_ID]) {
      const res = await api().put(`/whatsapp/${id}`).set(bearer(admin.token)).send({ name: 'Hijacked' });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NO_WAPP_FOUND');
    }
    expect((await reload(foreign))?.name).toBe('Foreign');
    expect((await reload(connection))?.name).toBe(connection.name);
  });

  it('updates the fields and replaces the queues, and tells the company', async () => {
    const { company, admin } = await createTenant();
    const [q1, q2, q3] = [await createQueue(company), await createQueue(company), await createQueue(company)];
    const connection = await seedConnection(company, { greetingMessage: 'Hi' });
    await connection.$set('queues', [q1.id]);
    const body = {
      name: 'Renamed',
      greetingMessage: 'Welcome',
      complationMessage: 'Done',
      outOfHoursMessage: 'Closed now',
      ratingMessage: 'Rate',
      expiresInactiveMessage: 'Expired',
      expiresTicket: 60,
      timeToTransfer: 15,
      transferQueueId: q3.id,
      timeUseBotQueues: 2,
      maxUseBotQueues: 5,
      queueIds: [q2.id, q3.id],
    };
    const res = await api().put(`/whatsapp/${connection.id}`).set(bearer(admin.token)).send(body);
    expect(res.status).toBe(200);
    const { queueIds, ...fields } = body;
    expect(res.body).toMatchObject({ ...fields, token: connection.token });
    expect(res.body.queues.map((q: { id: number }) => q.id).sort()).toEqual([...queueIds].sort());
    const shown = await api().get(`/whatsapp/${connection.id}`).set(bearer(admin.token));
    expect(shown.body).toMatchObject({ name: 'Renamed', transferQueueId: q3.id });
    expect(whatsappEvents(company.id).map((e) => e.payload)).toContainEqual({
      action: 'update',
      whatsapp: expect.objectContaining({ id: connection.id, name: 'Renamed' }),
    });

    const cleared = await api().put(`/whatsapp/${connection.id}`).set(bearer(admin.token)).send({ transferQueueId: null, queueIds: [] });
    expect(cleared.body).toMatchObject({ transferQueueId: null, queues: [], name: 'Renamed' });
  });

  it('moves the default when another connection is made default, in one step', async () => {
    const { company, admin } = await createTenant();
    const current = await seedConnection(company, { isDefault: true });
    const next = await seedConnection(company);
    const res = await api().put(`/whatsapp/${next.id}`).set(bearer(admin.token)).send({ isDefault: true });
    expect(res.status).toBe(200);
    expect(res.body.isDefault).toBe(true);
    expect(await defaultsOf(company)).toEqual([next.id]);
    expect(whatsappEvents(company.id).map((e) => e.payload)).toEqual(
      expect.arrayContaining([
        { action: 'update', whatsapp: expect.objectContaining({ id: current.id, isDefault: false }) },
        { action: 'update', whatsapp: expect.objectContaining({ id: next.id, isDefault: true }) },
      ]),
    );
    // Saving the default with isDefault true again changes nothing.
    expect((await api().put(`/whatsapp/${next.id}`).set(bearer(admin.token)).send({ isDefault: true })).status).toBe(200);
    expect(await defaultsOf(company)).toEqual([next.id]);
  });

  it('refuses unsetting the default with 400 ERR_NO_OTHER_WHATSAPP', async () => {
    const { company, admin } = await createTenant();
    const only = await seedConnection(company, { isDefault: true });
    await seedConnection(company);
    const res = await api().put(`/whatsapp/${only.id}`).set(bearer(admin.token)).send({ isDefault: false });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_NO_OTHER_WHATSAPP');
    expect(await defaultsOf(company)).toEqual([only.id]);
  });

  it('answers 400 for invalid changes and leaves the connection as it was', async () => {
    const { company, admin } = await createTenant();
    const [q1, q2] = [await createQueue(company), await createQueue(company)];
    const foreignQueue = await createQueue(await createCompany());
    const sibling = await seedConnection(company, { name: 'Sibling' });
    const connection = await seedConnection(company, { name: 'Kept', greetingMessage: 'Hello' });
    await connection.$set('queues', [q1.id, q2.id]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'x' }, 'ERR_VALIDATION', 'name'],
      [{ name: 'Sibling' }, 'ERR_VALIDATION', 'name'],
      [{ provider: 'sandbox' }, 'ERR_VALIDATION', 'provider'],
      [{ queueIds: [foreignQueue.id] }, 'ERR_VALIDATION', 'queueIds'],
      [{ transferQueueId: foreignQueue.id }, 'ERR_VALIDATION', 'transferQueueId'],
      [{ promptId: 7 }, 'ERR_VALIDATION', 'promptId'],
      [{ token: 'too-short' }, 'ERR_VALIDATION', 'token'],
      [{ token: sibling.token }, 'ERR_VALIDATION', 'token'],
      [{ greetingMessage: '' }, 'ERR_WAPP_GREETING_REQUIRED', 'greetingMessage'],
    ];
    for (const [body, error, field] of cases) {
      const res = await api().put(`/whatsapp/${connection.id}`).set(bearer(admin.token)).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error, field });
    }
    expect(await reload(connection)).toMatchObject({ name: 'Kept', greetingMessage: 'Hello', token: connection.token, provider: 'beta' });
    // Same name and same provider are not changes.
    expect((await api().put(`/whatsapp/${connection.id}`).set(bearer(admin.token)).send({ name: 'Kept', provider: 'beta' })).status).toBe(200);
  });

  it('asks for a greeting when a second queue is added to a connection without one', async () => {
    const { company, admin } = await createTenant();
    const [q1, q2] = [await createQueue(company), await createQueue(company)];
    const connection = await seedConnection(company);
    const res = await api()
      .put(`/whatsapp/${connection.id}`)
      .set(bearer(admin.token))
      .send({ queueIds: [q1.id, q2.id] });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_WAPP_GREETING_REQUIRED');
    const ok = await api()
      .put(`/whatsapp/${connection.id}`)
      .set(bearer(admin.token))
      .send({ queueIds: [q1.id, q2.id], greetingMessage: 'Menu' });
    expect(ok.status).toBe(200);
  });

  it('keeps the token when an empty one is sent and stores a new chosen one', async () => {
    const { company, admin } = await createTenant();
    const connection = await seedConnection(company);
    const kept = await api().put(`/whatsapp/${connection.id}`).set(bearer(admin.token)).send({ token: '' });
    expect(kept.body.token).toBe(connection.token);
    const fresh = generateToken();
    const changed = await api().put(`/whatsapp/${connection.id}`).set(bearer(admin.token)).send({ token: fresh });
    expect(changed.body.token).toBe(fresh);
    expect((await reload(connection))?.token).toBe(fresh);
  });
});

describe('DELETE /whatsapp/:id', () => {
  it("answers 401, 403 for a plain user, 404 for another company's connection and leaves them alone", async () => {
    const { company, admin, agent } = await createTenant();
    const connection = await seedConnection(company);
    const foreign = await seedConnection(await createCompany());
    expect((await api().delete(`/whatsapp/${connection.id}`)).status).toBe(401);
    const denied = await api().delete(`/whatsapp/${connection.id}`).set(bearer(agent.token));
    expect(denied.status).toBe(403);
    const res = await api().delete(`/whatsapp/${foreign.id}`).set(bearer(admin.token));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_WAPP_FOUND');
    expect(await reload(connection)).not.toBeNull();
    expect(await reload(foreign)).not.toBeNull();
  });

  it('deletes a connection, clears it from users and tells the company (even with the whatsapp process down)', async () => {
    const { company, admin, agent } = await createTenant();
    const kept = await seedConnection(company, { isDefault: true });
    const connection = await seedConnection(company);
    await connection.$set('queues', [(await createQueue(company)).id]);
    await agent.user.update({ whatsappId: connection.id });
    const res = await api().delete(`/whatsapp/${connection.id}`).set(bearer(admin.token));
    expect(res.status).toBe(200);
    expect((await api().get(`/whatsapp/${connection.id}`).set(bearer(admin.token))).status).toBe(404);
    expect((await User.findOne({ where: { id: agent.user.id, companyId: company.id } }))?.whatsappId).toBeNull();
    expect(await defaultsOf(company)).toEqual([kept.id]);
    expect(whatsappEvents(company.id)).toContainEqual(
      expect.objectContaining({
        payload: { action: 'delete', whatsappId: connection.id },
        target: { room: 'company' },
      }),
    );
  });

  it('hands the default to the oldest remaining connection when the default is deleted', async () => {
    const { company, admin } = await createTenant();
    const doomed = await seedConnection(company, { isDefault: true });
    const oldest = await seedConnection(company);
    await seedConnection(company);
    const res = await api().delete(`/whatsapp/${doomed.id}`).set(bearer(admin.token));
    expect(res.status).toBe(200);
    expect(await defaultsOf(company)).toEqual([oldest.id]);
    expect(whatsappEvents(company.id).map((e) => e.payload)).toContainEqual({
      action: 'update',
      whatsapp: expect.objectContaining({ id: oldest.id, isDefault: true }),
    });
  });

  it('deletes the only connection, leaving the company with none', async () => {
    const { company, admin } = await createTenant();
    const only = await seedConnection(company, { isDefault: true });
    expect((await api().delete(`/whatsapp/${only.id}`).set(bearer(admin.token))).status).toBe(200);
    expect(await Whatsapp.count({ where: { companyId: company.id } })).toBe(0);
    const next = await api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'Replacement' });
    expect(next.body.isDefault).toBe(true);
  });
});

describe('/whatsappsession/:id', () => {
  const calls = (id: number | string) => [
    () => api().post(`/whatsappsession/${id}`),
    () => api().put(`/whatsappsession/${id}`),
    () => api().delete(`/whatsappsession/${id}`),
  ];

  it("answers 401 without a token, 403 for a plain user, 404 for another company's or an unknown connection", async () => {
    const { company, admin, agent } = await createTenant();
    const connection = await seedConnection(company);
    const foreign = await seedConnection(await createCompany());
    for (const call of calls(connection.id)) {
      expect((await call()).status).toBe(401);
      const denied = await call().set(bearer(agent.token));
      expect(denied.status).toBe(403);
      expect(denied.body.error).toBe('ERR_NO_PERMISSION');
    }
    for (const id of [foreign.id, UNKNOWN_ID, 'abc']) {
      for (const call of calls(id)) {
        const res = await call().set(bearer(admin.token));
        expect(res.status).toBe(404);
        expect(res.body.error).toBe('ERR_NO_WAPP_FOUND');
      }
    }
  });

  it('answers 503 ERR_WAPP_NOT_INITIALIZED while the whatsapp process is unreachable', async () => {
    const { company, admin } = await createTenant();
    const connection = await seedConnection(company);
    for (const call of calls(connection.id)) {
      const res = await call().set(bearer(admin.token));
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('ERR_WAPP_NOT_INITIALIZED');
    }
  });
});
