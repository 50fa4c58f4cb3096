import { describe, expect, it } from 'vitest';
import { Contact, Message } from '../models/index.js';
import { api, bearer, freshIp } from '../test/http.js';
import { createTenant } from '../test/factories.js';
import { createTicketRow } from '../modules/tickets/ticket-factories.test-kit.js';

// The strict input layer (http/validate.ts#accept, raw-input.ts, input-guard.ts) on real routes: every
// case here answered 500 before it (issue 19, row 7) and must answer 400 ERR_VALIDATION naming the field.

const expectInvalid = (res: { status: number; body: Record<string, unknown> }, field: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field });
};

describe('types are checked before any transform', () => {
  it('refuses a list or an object where the login expects text (was `val.trim is not a function`)', async () => {
    for (const email of [['admin@admin.com'], { a: 1 }, 123, true]) {
      const res = await api().post('/auth/login').set('X-Forwarded-For', freshIp()).send({ email, password: 'x' });
      expectInvalid(res, 'email');
    }
    const password = await api()
      .post('/auth/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: 'a@b.co', password: { $gt: '' } });
    expectInvalid(password, 'password');
  });

  it('refuses wrong types in nested fields, naming the path', async () => {
    const { admin } = await createTenant();
    const res = await api()
      .post('/contacts')
      .set(bearer(admin.token))
      .send({ name: 'Ana Paula', number: '5511999990000', extraInfo: [{ name: 'CPF', value: ['1'] }] });
    expectInvalid(res, 'extraInfo[0].value');
    const queues = await api().post('/queue').set(bearer(admin.token)).send({ name: 'Fila', color: '#0E7C66', schedules: 'all week' });
    expectInvalid(queues, 'schedules');
  });

  it('refuses a repeated query parameter where one value is expected (Express 5 makes it a list)', async () => {
    const { admin } = await createTenant();
    expectInvalid(await api().get('/contacts?searchParam=a&searchParam=b').set(bearer(admin.token)), 'searchParam');
    expectInvalid(await api().get('/tickets?pageNumber=1&pageNumber=2').set(bearer(admin.token)), 'pageNumber');
  });
});

describe('keys', () => {
  it('refuses prototype keys at any depth, in bodies and query strings', async () => {
    const { admin } = await createTenant();
    const bodies = [
      '{"__proto__":{"profile":"admin"},"name":"Ana Paula","number":"5511999990001"}',
      '{"name":"Ana Paula","number":"5511999990002","constructor":{"prototype":{"polluted":1}}}',
      '{"name":"Ana Paula","number":"5511999990003","extraInfo":[{"name":"a","value":"b","__proto__":{"x":1}}]}',
    ];
    for (const body of bodies) {
      const res = await api().post('/contacts').set(bearer(admin.token)).set('Content-Type', 'application/json').send(body);
      expect(res.status, body).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
      expect(res.body.field).toMatch(/__proto__|constructor/);
    }
    expectInvalid(await api().get('/contacts?__proto__=1').set(bearer(admin.token)), '__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await Contact.count({ where: { companyId: admin.user.companyId } })).toBe(0);
  });

  it('refuses keys a route does not take, instead of silently dropping them', async () => {
    const { admin } = await createTenant();
    expectInvalid(await api().post('/tags').set(bearer(admin.token)).send({ name: 'VIP', companyId: 1 }), 'companyId');
    expectInvalid(await api().get('/tags/list?extra=1').set(bearer(admin.token)), 'extra');
    expectInvalid(await api().delete('/contacts/1').set(bearer(admin.token)).send({ cascade: true }), 'cascade');
  });
});

describe('sizes, depths, dates and text', () => {
  it('refuses dates outside the years 1900–9999 (year 0000 reached Postgres)', async () => {
    const { admin } = await createTenant();
    for (const date of ['0000-01-01', '1899-12-31', '0001-01-01']) {
      expectInvalid(await api().get('/contacts').query({ date }).set(bearer(admin.token)), 'date');
      expectInvalid(await api().get('/tickets').query({ updatedAt: date }).set(bearer(admin.token)), 'updatedAt');
    }
    expect((await api().get('/contacts').query({ date: '9999-12-31' }).set(bearer(admin.token))).status).toBe(200);
  });

  it('refuses bodies nested deeper than 8 levels, even 200,000 deep, and lists over 1000 items', async () => {
    const { admin } = await createTenant();
    const deep = `{"name":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    const res = await api().post('/tags').set(bearer(admin.token)).set('Content-Type', 'application/json').send(deep);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    const long = await api()
      .post('/tags/sync')
      .set(bearer(admin.token))
      .send({ ticketId: 1, tags: Array.from({ length: 1001 }, (_, id) => ({ id: id + 1 })) });
    expectInvalid(long, 'tags');
  });

  it('caps every filter list at 100 ids', async () => {
    const { admin } = await createTenant();
    const ids = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => i + 1));
    for (const name of ['tags', 'users', 'queueIds']) {
      expectInvalid(
        await api()
          .get('/tickets')
          .query({ [name]: ids(101) })
          .set(bearer(admin.token)),
        name,
      );
    }
    expect(
      (
        await api()
          .get('/tickets')
          .query({ queueIds: ids(100) })
          .set(bearer(admin.token))
      ).status,
    ).toBe(200);
    expectInvalid(
      await api()
        .get('/ticket/kanban')
        .query({ queueIds: ids(101) })
        .set(bearer(admin.token)),
      'queueIds',
    );
  });

  it('refuses ids beyond 32 bits where a schema set no maximum (Postgres answered "out of range")', async () => {
    const { admin } = await createTenant();
    const res = await api()
      .post('/users')
      .set(bearer(admin.token))
      .send({ name: 'Ana', email: 'ana@example.com', password: 'secret123', queueIds: [3_000_000_000] });
    expectInvalid(res, 'queueIds[0]');
  });

  it('refuses NUL characters and lone surrogates in text, keys included', async () => {
    const { admin } = await createTenant();
    expectInvalid(await api().post('/contacts').set(bearer(admin.token)).send({ name: 'Ana\u0000Paula', number: '5511999990004' }), 'name');
    const lone = '{"name":"Ana \\ud800 Paula","number":"5511999990005"}';
    expectInvalid(await api().post('/contacts').set(bearer(admin.token)).set('Content-Type', 'application/json').send(lone), 'name');
    expectInvalid(await api().get('/contacts').query({ searchParam: 'a\u0000' }).set(bearer(admin.token)), 'searchParam');
    // Emoji, accents and right-to-left marks are text like any other.
    const odd = await api().post('/contacts').set(bearer(admin.token)).send({ name: 'Ana \u202eolá 😀', number: '5511999990006' });
    expect(odd.status).toBe(201);
    expect(odd.body.name).toBe('Ana \u202eolá 😀');
  });

  it('refuses a NUL or a control character in an uploaded file name (raw or encoded), names over 255 characters and broken forms', async () => {
    const { company, admin } = await createTenant();
    const ticket = await createTicketRow(company, { status: 'open', userId: admin.user.id });
    for (const filename of ['foto\u0000.png', 'foto\u0007.png', `${'a'.repeat(256)}.png`]) {
      const res = await api()
        .post(`/messages/${ticket.id}`)
        .set(bearer(admin.token))
        .field('body', 'olha')
        .attach('medias', Buffer.from('png-bytes'), { filename, contentType: 'image/png' });
      expectInvalid(res, 'medias');
    }
    // RFC 5987 names reach the file filter decoded: a %00 there is a NUL in the name.
    for (const [path, field] of [
      [`/messages/${ticket.id}`, 'medias'],
      ['/quick-messages/1/media-upload', 'file'],
    ]) {
      const boundary = 'zapdesk-boundary';
      const body = [
        `--${boundary}`,
        `Content-Disposition: form-data; name="${field}"; filename*=UTF-8''foto%00.png`,
        'Content-Type: image/png',
        '',
        'png-bytes',
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const res = await api().post(path).set(bearer(admin.token)).set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(body);
      expectInvalid(res, field);
    }
    const truncated = await api()
      .post(`/messages/${ticket.id}`)
      .set(bearer(admin.token))
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .send('--x\r\nContent-Disposition: form-data; name="body"\r\n\r\noi');
    expectInvalid(truncated, 'medias');
    expect(await Message.count({ where: { ticketId: ticket.id, companyId: company.id } })).toBe(0);
  });
});
