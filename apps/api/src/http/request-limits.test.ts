import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { createApp } from './app.js';
import { createHttpServer, MAX_HEADER_BYTES } from './server.js';

// Issue 19 row 10 (API side): a client-chosen request id is echoed and logged only when it is short and
// safe; the request head is bounded by the server.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// The id the logger sees is pino-http's req.id: a test route shows it.
const app = createApp({ mountExtra: (extra) => extra.get('/test/request-id', (req, res) => res.json({ id: req.id })) });

describe('x-request-id', () => {
  it('keeps a short id of safe characters, in the answer and in what is logged', async () => {
    for (const id of ['abc-123', 'Req_1.2:3', 'a'.repeat(128)]) {
      const res = await supertest(app).get('/test/request-id').set('x-request-id', id);
      expect(res.headers['x-request-id']).toBe(id);
      expect(res.body.id).toBe(id);
    }
  });

  it('replaces a long or unsafe id by a generated one, never echoing or logging it', async () => {
    for (const id of ['a'.repeat(8000), 'a'.repeat(129), '<script>alert(1)</script>', 'a b', 'ção', '']) {
      const res = await supertest(app).get('/test/request-id').set('x-request-id', id);
      expect(res.headers['x-request-id'], id.slice(0, 20)).toMatch(UUID);
      expect(res.body.id).toBe(res.headers['x-request-id']);
    }
    const none = await supertest(app).get('/health/live');
    expect(none.headers['x-request-id']).toMatch(UUID);
  });
});

describe('the request head', () => {
  const server = createHttpServer(app);
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/health/live', headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });

  it('answers 431 to headers over 16 KB and keeps serving', async () => {
    expect(MAX_HEADER_BYTES).toBe(16 * 1024);
    expect(await get({ 'x-padding': 'a'.repeat(20 * 1024) })).toBe(431);
    expect(await get({ 'x-padding': 'a'.repeat(8 * 1024) })).toBe(200);
  });
});
