import { afterEach, describe, expect, it } from 'vitest';
import { useOutboundAllowList } from '../../core/outbound-url.js';
import { Plan, WebhookEndpoint } from '../../models/index.js';
import { createTenant } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';

// /webhooks: admins of companies whose plan has useExternalApi manage their endpoints; URLs pass the outbound guard.

afterEach(() => useOutboundAllowList(''));

const hook = { url: 'https://93.184.216.34/zapdesk', events: ['message.created', 'ticket.closed'] };

describe('/webhooks', () => {
  it('answers 401 without a token', async () => {
    expect((await api().get('/webhooks')).status).toBe(401);
    expect((await api().post('/webhooks').send(hook)).status).toBe(401);
    expect((await api().put('/webhooks/1').send({ active: false })).status).toBe(401);
    expect((await api().delete('/webhooks/1')).status).toBe(401);
    expect((await api().post('/webhooks/1/secret')).status).toBe(401);
    expect((await api().post('/webhooks/1/test')).status).toBe(401);
    expect((await api().get('/webhooks/1/deliveries')).status).toBe(401);
    expect((await api().post('/webhooks/1/deliveries/7d9f4c43-6c2b-4a8a-9d8e-2f3c1d0b5a61/resend')).status).toBe(401);
  });

  it('creates an endpoint showing its secret once, lists, edits and deletes it', async () => {
    const { admin } = await createTenant();
    const created = await api()
      .post('/webhooks')
      .set(bearer(admin.token))
      .send({ ...hook, description: 'Loja' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...hook, active: true, description: 'Loja', secret: expect.stringMatching(/^whsec_[0-9a-f]{64}$/) });
    const list = await api().get('/webhooks').set(bearer(admin.token));
    expect(list.body.records).toEqual([expect.objectContaining({ id: created.body.id, url: hook.url })]);
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret);
    const edited = await api()
      .put(`/webhooks/${created.body.id}`)
      .set(bearer(admin.token))
      .send({ active: false, events: ['ticket.created', 'ticket.created'] });
    expect(edited.body).toMatchObject({ active: false, events: ['ticket.created'] });
    expect(edited.body).not.toHaveProperty('secret');
    const rotated = await api().post(`/webhooks/${created.body.id}/secret`).set(bearer(admin.token));
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.body.secret);
    expect((await api().delete(`/webhooks/${created.body.id}`).set(bearer(admin.token))).status).toBe(204);
    expect((await api().get('/webhooks').set(bearer(admin.token))).body.records).toEqual([]);
  });

  it('refuses URLs reaching private, loopback or metadata addresses unless the operator allows them', async () => {
    const { admin } = await createTenant();
    for (const url of ['http://127.0.0.1:8080/hook', 'http://169.254.169.254/latest', 'http://10.0.0.8/', 'ftp://93.184.216.34/', 'http://localhost:1/']) {
      const res = await api()
        .post('/webhooks')
        .set(bearer(admin.token))
        .send({ ...hook, url });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('url');
    }
    useOutboundAllowList('127.0.0.1');
    expect(
      (
        await api()
          .post('/webhooks')
          .set(bearer(admin.token))
          .send({ ...hook, url: 'http://127.0.0.1:8080/hook' })
      ).status,
    ).toBe(201);
  });

  it('answers 400 for unknown events, odd keys and wrong types', async () => {
    const { admin } = await createTenant();
    const post = (body: object) => api().post('/webhooks').set(bearer(admin.token)).send(body);
    expect((await post({ ...hook, events: ['message.deleted'] })).body.field).toBe('events[0]');
    expect((await post({ ...hook, events: [] })).body.field).toBe('events');
    expect((await post({ ...hook, secret: 'mine' })).body.field).toBe('secret');
    expect((await post({ ...hook, url: ['x'] })).body.field).toBe('url');
    expect((await post({ ...hook, url: `https://example.com/${'x'.repeat(2000)}` })).status).toBe(400);
  });

  it("is for admins (403), of plans with useExternalApi (403), and another company's endpoint is 404", async () => {
    const { company, admin, agent } = await createTenant();
    const other = await createTenant();
    const created = await api().post('/webhooks').set(bearer(admin.token)).send(hook);
    expect((await api().get('/webhooks').set(bearer(agent.token))).status).toBe(403);
    expect((await api().post('/webhooks').set(bearer(agent.token)).send(hook)).status).toBe(403);
    for (const call of [
      api().put(`/webhooks/${created.body.id}`).send({ active: false }),
      api().delete(`/webhooks/${created.body.id}`),
      api().post(`/webhooks/${created.body.id}/test`),
      api().get(`/webhooks/${created.body.id}/deliveries`),
    ])
      expect((await call.set(bearer(other.admin.token))).status).toBe(404);
    expect(await WebhookEndpoint.count({ where: { companyId: company.id } })).toBe(1);
    await Plan.update({ useExternalApi: false }, { where: { id: company.planId } });
    const denied = await api().get('/webhooks').set(bearer(admin.token));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('ERR_NO_PERMISSION');
  });
});
