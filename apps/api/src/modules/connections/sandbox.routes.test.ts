import { beforeAll, describe, expect, it } from 'vitest';
import { env } from '../../config/env.js';
import { useWhatsappGatewayUrl } from '../../core/whatsapp-gateway.js';
import { SandboxMessage, Whatsapp, type Company } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { createCompany, createTenant, unique } from '../../test/factories.js';
import { generateToken } from './connections.queries.js';
import { SANDBOX_MEDIA_MAX_BYTES } from './sandbox.schemas.js';

const UNKNOWN_ID = 2_000_000_000;
const seedConnection = (company: Company, provider: 'beta' | 'sandbox' = 'sandbox') =>
  Whatsapp.create({ name: unique('wa'), token: generateToken(), companyId: company.id, provider });

type Call = (id: number | string) => ReturnType<ReturnType<typeof api>['get']>;
const routes: [string, Call, Record<string, unknown>][] = [
  ['scan', (id) => api().post(`/sandbox/${id}/scan`), {}],
  ['inbound', (id) => api().post(`/sandbox/${id}/inbound`), { from: '5511988887777', body: 'Hi' }],
  ['inbound (batch)', (id) => api().post(`/sandbox/${id}/inbound`), { messages: [{ from: '5511988887777', body: 'Hi' }] }],
  ['outbox', (id) => api().get(`/sandbox/${id}/outbox`), {}],
  ['ack', (id) => api().post(`/sandbox/${id}/ack`), { id: 'SB1', ack: 3 }],
  ['ack (list)', (id) => api().post(`/sandbox/${id}/ack`), { acks: [{ id: 'SB1', ack: 3 }] }],
  ['edit', (id) => api().post(`/sandbox/${id}/edit`), { id: 'SB1', body: 'edited' }],
  ['revoke', (id) => api().post(`/sandbox/${id}/revoke`), { id: 'SB1' }],
  ['reaction', (id) => api().post(`/sandbox/${id}/reaction`), { id: 'SB1', emoji: '👍' }],
  ['disconnect', (id) => api().post(`/sandbox/${id}/disconnect`), { reason: 'loggedOut' }],
  ['address-book', (id) => api().post(`/sandbox/${id}/address-book`), { contacts: [{ number: '5511988887777', name: 'Ana' }] }],
];

// No whatsapp process here: gateway calls fail as unreachable, which proves a request passed validation.
beforeAll(() => useWhatsappGatewayUrl('http://127.0.0.1:1'));

describe('/sandbox/:whatsappId: who may call it', () => {
  it('answers 401 without a token', async () => {
    const { company } = await createTenant();
    const connection = await seedConnection(company);
    for (const [name, call, body] of routes) {
      const res = await call(connection.id).send(body);
      expect(res.status, name).toBe(401);
    }
  });

  it('answers 403 ERR_NO_PERMISSION to a plain user of the company', async () => {
    const { company, agent } = await createTenant();
    const connection = await seedConnection(company);
    for (const [name, call, body] of routes) {
      const res = await call(connection.id).set(bearer(agent.token)).send(body);
      expect(res.status, name).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
  });

  it("answers 404 ERR_NO_WAPP_FOUND for a real (beta) connection, another company's and an unknown one", async () => {
    const { company, admin } = await createTenant();
    const beta = await seedConnection(company, 'beta');
    const foreign = await seedConnection(await createCompany());
    for (const id of [beta.id, foreign.id, UNKNOWN_ID, 'abc']) {
      for (const [name, call, body] of routes) {
        const res = await call(id).set(bearer(admin.token)).send(body);
        expect(res.status, `${name} ${id}`).toBe(404);
        expect(res.body.error).toBe('ERR_NO_WAPP_FOUND');
      }
    }
  });

  it('answers 404 on every route while the sandbox is off', async () => {
    const { company, admin } = await createTenant();
    const connection = await seedConnection(company);
    env.WHATSAPP_SANDBOX = false;
    try {
      for (const [name, call, body] of routes) {
        const res = await call(connection.id).set(bearer(admin.token)).send(body);
        expect(res.status, name).toBe(404);
      }
    } finally {
      env.WHATSAPP_SANDBOX = true;
    }
  });

  it('answers 503 ERR_WAPP_NOT_INITIALIZED for a valid action while the whatsapp process is unreachable', async () => {
    const { company, admin } = await createTenant();
    const connection = await seedConnection(company);
    for (const [name, call, body] of routes.filter(([n]) => n !== 'outbox')) {
      const res = await call(connection.id).set(bearer(admin.token)).send(body);
      expect(res.status, name).toBe(503);
      expect(res.body.error).toBe('ERR_WAPP_NOT_INITIALIZED');
    }
  });
});

describe('/sandbox/:whatsappId validation', () => {
  it('answers 400 naming the field for invalid bodies', async () => {
    const { company, admin } = await createTenant();
    const connection = await seedConnection(company);
    const post = (action: string, body: unknown) =>
      api()
        .post(`/sandbox/${connection.id}/${action}`)
        .set(bearer(admin.token))
        .send(body as object);
    const media = { mimetype: 'image/png', filename: 'a.png', base64: Buffer.from('png').toString('base64') };
    const cases: [string, unknown, string][] = [
      ['scan', { number: '12ab' }, 'number'],
      ['inbound', { body: 'Hi' }, 'from'],
      ['inbound', { from: 'abc', body: 'Hi' }, 'from'],
      ['inbound', { from: '1234567', body: 'Hi' }, 'from'],
      ['inbound', { from: '1'.repeat(21), body: 'Hi' }, 'from'],
      ['inbound', { from: '5511988887777' }, 'body'],
      ['inbound', { from: '5511988887777', media: { ...media, mimetype: undefined } }, 'media.mimetype'],
      ['inbound', { from: '5511988887777', media: { ...media, mimetype: 'png' } }, 'media.mimetype'],
      ['inbound', { from: '5511988887777', media: { ...media, base64: 'not base64!' } }, 'media.base64'],
      ['inbound', { from: '5511988887777', media: { mimetype: 'image/png' } }, 'media.base64'],
      ['ack', { id: 'SB1', ack: 1 }, 'ack'],
      ['ack', { id: 'SB1', ack: 5 }, 'ack'],
      ['ack', { ack: 3 }, 'id'],
      ['edit', { id: 'SB1' }, 'body'],
      ['revoke', {}, 'id'],
      ['reaction', { emoji: '👍' }, 'id'],
      ['reaction', { id: 'SB1' }, 'emoji'],
      ['disconnect', { reason: 'battery' }, 'reason'],
      ['disconnect', {}, 'reason'],
      ['address-book', {}, 'contacts'],
      ['address-book', { contacts: [] }, 'contacts'],
      ['address-book', { contacts: [{ number: '12', name: 'Ana' }] }, 'contacts[0].number'],
      ['address-book', { contacts: [{ number: '5511988887777' }] }, 'contacts[0].name'],
      ['inbound', { messages: [] }, 'messages'],
      ['inbound', { messages: [{ from: '5511988887777' }] }, 'messages[0].body'],
      [
        'inbound',
        {
          messages: [
            { from: '5511988887777', body: 'a' },
            { from: 'x', body: 'b' },
          ],
        },
        'messages[1].from',
      ],
      ['inbound', { messages: Array.from({ length: 1001 }, () => ({ from: '5511988887777', body: 'a' })) }, 'messages'],
      ['ack', { acks: [] }, 'acks'],
      [
        'ack',
        {
          acks: [
            { id: 'SB1', ack: 3 },
            { id: 'SB2', ack: 9 },
          ],
        },
        'acks[1].ack',
      ],
      ['ack', { acks: Array.from({ length: 1001 }, () => ({ id: 'SB1', ack: 2 })) }, 'acks'],
      ['ack', { acks: [{ id: 'SB1', ack: 3 }], id: 'SB1' }, 'id'],
      ['inbound', { messages: [{ from: '5511988887777', body: 'a' }], from: '5511988887777' }, 'from'],
    ];
    for (const [action, body, field] of cases) {
      const res = await post(action, body);
      expect(res.status, `${action} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field });
    }
    const outbox = await api().get(`/sandbox/${connection.id}/outbox`).query({ since: 'yesterday' }).set(bearer(admin.token));
    expect(outbox.status).toBe(400);
    expect(outbox.body.field).toBe('since');
    const to = await api().get(`/sandbox/${connection.id}/outbox`).query({ to: 'maria' }).set(bearer(admin.token));
    expect(to.status).toBe(400);
    expect(to.body.field).toBe('to');
  });

  it("takes media up to 16 MB (past the app's 1 MB body limit) and refuses more", async () => {
    const { company, admin } = await createTenant();
    const connection = await seedConnection(company);
    const inbound = (bytes: number) =>
      api()
        .post(`/sandbox/${connection.id}/inbound`)
        .set(bearer(admin.token))
        .send({ from: '5511988887777', media: { mimetype: 'video/mp4', filename: 'v.mp4', base64: Buffer.alloc(bytes).toString('base64') } });
    const tooBig = await inbound(SANDBOX_MEDIA_MAX_BYTES + 1);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'media.base64' });
    // Valid: it reaches the (unreachable) whatsapp process.
    const largest = await inbound(SANDBOX_MEDIA_MAX_BYTES);
    expect(largest.status).toBe(503);
  });
});

describe('GET /sandbox/:whatsappId/outbox', () => {
  async function seedOutbox() {
    const { company, admin } = await createTenant();
    const connection = await seedConnection(company);
    const other = await seedConnection(company);
    const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));
    const row = (id: string, fields: Partial<SandboxMessage>) =>
      SandboxMessage.create({
        id,
        whatsappId: connection.id,
        companyId: company.id,
        direction: 'out',
        chatId: '5511911112222@s.whatsapp.net',
        body: '',
        ack: 1,
        ...fields,
      });
    await row('OUT2', { body: 'second', createdAt: at(2), ack: 3, quotedId: 'IN1' });
    await row('OUT1', { body: 'first', createdAt: at(1) });
    await row('OUT3', {
      chatId: '5511933334444:12@s.whatsapp.net',
      body: 'photo',
      createdAt: at(3),
      media: { path: 'companies/1/media/x.jpg', mimetype: 'image/jpeg', filename: 'x.jpg', size: 10 },
    });
    await row('IN1', { direction: 'in', body: 'from the customer', createdAt: at(0) });
    await SandboxMessage.create({
      id: 'OUT9',
      whatsappId: other.id,
      companyId: company.id,
      direction: 'out',
      chatId: '5511911112222@s.whatsapp.net',
      body: 'other line',
    });
    return { admin, connection, at };
  }

  it("lists what the platform sent on this connection, oldest first, in the contract's shape", async () => {
    const { admin, connection } = await seedOutbox();
    const res = await api().get(`/sandbox/${connection.id}/outbox`).set(bearer(admin.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: 'OUT1', to: '5511911112222', body: 'first', ack: 1, createdAt: '2026-01-01T12:00:01.000Z' },
      { id: 'OUT2', to: '5511911112222', body: 'second', quotedId: 'IN1', ack: 3, createdAt: '2026-01-01T12:00:02.000Z' },
      { id: 'OUT3', to: '5511933334444', body: 'photo', media: { mimetype: 'image/jpeg', filename: 'x.jpg' }, ack: 1, createdAt: '2026-01-01T12:00:03.000Z' },
    ]);
  });

  it("filters by the chat's number (to) and by time (since)", async () => {
    const { admin, connection, at } = await seedOutbox();
    const get = (query: Record<string, string>) => api().get(`/sandbox/${connection.id}/outbox`).query(query).set(bearer(admin.token));
    const ids = (res: { body: { id: string }[] }) => res.body.map((m) => m.id);
    expect(ids(await get({ to: '5511933334444' }))).toEqual(['OUT3']);
    expect(ids(await get({ to: '+55 (11) 91111-2222' }))).toEqual(['OUT1', 'OUT2']);
    expect(ids(await get({ to: '551191111' }))).toEqual([]);
    expect(ids(await get({ since: at(1).toISOString() }))).toEqual(['OUT2', 'OUT3']);
    expect(ids(await get({ to: '5511911112222', since: at(1).toISOString() }))).toEqual(['OUT2']);
    expect(await get({ since: at(3).toISOString() }).then((r) => r.body)).toEqual([]);
  });
});
