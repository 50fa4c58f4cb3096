import { describe, expect, it } from 'vitest';
import { addDays, today } from '../../core/clock.js';
import { env } from '../../config/env.js';
import { Plan } from '../../models/index.js';
import { api, freshIp } from '../../test/http.js';
import { useWhatsappProcess } from '../../test/whatsapp-process.js';
import { apiTenant, authorization } from './external-api.test-kit.js';

// Who may call the external API: a known connection token, a plan with useExternalApi, an active
// subscription, within the token's rate limit (§10 Security, §10 External API and webhooks).
useWhatsappProcess();

describe('the external API token', () => {
  it('answers 401 ERR_INVALID_TOKEN without a token, with an empty or unknown one, or another scheme', async () => {
    const { token } = await apiTenant();
    const send = (headers: Record<string, string>) =>
      api()
        .post('/api/messages/send')
        .set({ 'X-Forwarded-For': freshIp(), ...headers })
        .send({ number: '5511988887777', body: 'oi' });
    const headerSets: Record<string, string>[] = [
      {},
      { Authorization: '' },
      { Authorization: 'Bearer ' },
      { Authorization: `Basic ${token}` },
      authorization(`${token}x`),
      authorization(token.slice(1)),
    ];
    for (const headers of headerSets) {
      const res = await send(headers);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('ERR_INVALID_TOKEN');
    }
    const anonymousRead = await api().get('/api/messages/1').set('X-Forwarded-For', freshIp());
    expect(anonymousRead.status).toBe(401);
  });

  it('finds the connection by a token holding backslashes, quotes and a Latin-1 accent (the digest index reads every byte)', async () => {
    const tenant = await apiTenant();
    const odd = `a\\b'c"dé${tenant.token}`;
    await tenant.connection.update({ token: odd });
    const res = await api().get('/api/messages/999999999').set(authorization(odd));
    expect(res.status).toBe(404);
    expect(
      (
        await api()
          .get('/api/messages/999999999')
          .set({ 'X-Forwarded-For': freshIp(), ...authorization(tenant.token) })
      ).status,
    ).toBe(401);
  });

  it('answers 403 ERR_NO_PERMISSION when the plan lacks useExternalApi, at once after the plan changes', async () => {
    const { company, send } = await apiTenant();
    await Plan.update({ useExternalApi: false }, { where: { id: company.planId } });
    const res = await send({ number: '5511988887777', body: 'oi' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
  });

  it('answers 403 ERR_SUBSCRIPTION_EXPIRED with the due date when the subscription lapsed or the company is inactive', async () => {
    const { company, send, show } = await apiTenant();
    const dueDate = addDays(today(), -1);
    await company.update({ dueDate });
    const lapsed = await send({ number: '5511988887777', body: 'oi' });
    expect(lapsed.status).toBe(403);
    expect(lapsed.body).toMatchObject({ error: 'ERR_SUBSCRIPTION_EXPIRED', dueDate });
    await company.update({ dueDate: addDays(today(), 10), status: false });
    expect((await show(1)).body.error).toBe('ERR_SUBSCRIPTION_EXPIRED');
  });

  it('counts requests per token: RateLimit headers on every answer, then 429 with Retry-After', async () => {
    const { show } = await apiTenant();
    const other = await apiTenant();
    const limit = env.API_RATE_LIMIT_PER_MINUTE;
    const first = await show(999999999);
    expect(first.status).toBe(404);
    expect(first.headers['ratelimit-limit']).toBe(String(limit));
    expect(first.headers['ratelimit-remaining']).toBe(String(limit - 1));
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    for (let i = 1; i < limit; i += 1) await show(999999999);
    const over = await show(999999999);
    expect(over.status).toBe(429);
    expect(over.body.error).toBe('ERR_TOO_MANY_REQUESTS');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body.retryAfter).toBe(Number(over.headers['retry-after']));
    // Another connection's token has its own budget.
    expect((await other.show(999999999)).status).toBe(404);
  });

  it('slows down an address that keeps presenting unknown tokens', async () => {
    const ip = freshIp();
    const guess = (n: number) =>
      api()
        .get('/api/messages/1')
        .set({ 'X-Forwarded-For': ip, ...authorization(`guess-${n}-${'x'.repeat(40)}`) });
    for (let i = 0; i < 20; i += 1) expect((await guess(i)).status).toBe(401);
    const stopped = await guess(21);
    expect(stopped.status).toBe(429);
    expect(stopped.headers['retry-after']).toBeDefined();
  });
});
