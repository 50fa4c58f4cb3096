import { describe, expect, it } from 'vitest';
import { api, bearer, freshIp } from '../../test/http.js';
import { createTenant } from '../../test/factories.js';

describe('health and version', () => {
  it('GET /health/live answers ok without a token', async () => {
    const res = await api().get('/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /health/ready checks Postgres and Redis', async () => {
    const res = await api().get('/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', postgres: 'ok', redis: 'ok' });
  });

  it('GET /version answers 6.0.0 without a token', async () => {
    const res = await api().get('/version');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version: '6.0.0' });
  });
});

describe('the error contract for requests no route handles', () => {
  it('an unknown route answers 404 ERR_NOT_FOUND', async () => {
    const { agent } = await createTenant();
    for (const call of [api().get('/no-such-route'), api().post('/tickets-of-the-future/1'), api().get('/health/nothing')]) {
      const res = await call.set(bearer(agent.token));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'ERR_NOT_FOUND', message: expect.any(String) });
    }
  });

  it('a malformed JSON body answers 400, not 500', async () => {
    const res = await api()
      .post('/auth/login')
      .set('X-Forwarded-For', freshIp())
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.com", "password": ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION' });
  });

  it('a JSON body over 1 MB answers 413', async () => {
    const res = await api()
      .post('/auth/login')
      .set('X-Forwarded-For', freshIp())
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('ERR_PAYLOAD_TOO_LARGE');
  });
});
