import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_INTEGRATION_DEFAULTS, queueIntegrationSchema, queueIntegrationsPageSchema, queueIntegrationTestResultSchema } from '@zapdesk/shared';
import { useOutboundAllowList } from '../../core/outbound-url.js';
import { Plan, Queue, QueueIntegration } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { createQueue, createTenant } from '../../test/factories.js';
import { expectDto } from '../../test/expect-dto.js';
import { api, bearer } from '../../test/http.js';
import { serviceAccountKey, startFakeDialogflow, startFakeN8n, startFakeTypebot } from '../assistants/fake-assistant-servers.test-kit.js';
import { env } from '../../config/env.js';
import { openCredentials } from './integration-secrets.js';

// /queueIntegration: admins of companies whose plan has useIntegrations keep their integrations; URLs pass the
// outbound guard; Dialogflow credentials are sealed and answered as their last 4 characters.

let n8n: Awaited<ReturnType<typeof startFakeN8n>>;
let typebot: Awaited<ReturnType<typeof startFakeTypebot>>;
beforeAll(async () => {
  [n8n, typebot] = await Promise.all([startFakeN8n(), startFakeTypebot()]);
});
afterAll(async () => Promise.all([n8n.close(), typebot.close()]));
afterEach(() => useOutboundAllowList(''));

const n8nBody = { type: 'n8n', name: 'Fluxo de vendas', urlN8N: 'https://93.184.216.34/webhook/vendas' };
const credentials = JSON.stringify({
  type: 'service_account',
  client_email: 'bot@proj.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n',
  project_id: 'proj',
});

describe('/queueIntegration', () => {
  it('answers 401 without a token', async () => {
    expect((await api().get('/queueIntegration')).status).toBe(401);
    expect((await api().get('/queueIntegration/1')).status).toBe(401);
    expect((await api().post('/queueIntegration').send(n8nBody)).status).toBe(401);
    expect((await api().put('/queueIntegration/1').send({ name: 'x' })).status).toBe(401);
    expect((await api().delete('/queueIntegration/1')).status).toBe(401);
    expect((await api().post('/queueIntegration/testSession').send({})).status).toBe(401);
  });

  it('creates each type with the §9 defaults (projectName = name except Dialogflow), lists, edits, deletes and publishes', async () => {
    const { company, admin } = await createTenant();
    const created = await api()
      .post('/queueIntegration')
      .set(bearer(admin.token))
      .send({ ...n8nBody, projectName: 'ignored' });
    expect(created.status).toBe(201);
    expectDto(queueIntegrationSchema, created.body);
    expect(created.body).toMatchObject({
      ...n8nBody,
      projectName: 'Fluxo de vendas',
      ...QUEUE_INTEGRATION_DEFAULTS,
      jsonContentLast4: '',
      companyId: company.id,
    });
    const flow = await api()
      .post('/queueIntegration')
      .set(bearer(admin.token))
      .send({ type: 'dialogflow', name: 'Agente', projectName: 'proj', jsonContent: credentials, language: 'es' });
    expectDto(queueIntegrationSchema, flow.body);
    expect(flow.body).toMatchObject({ projectName: 'proj', language: 'es', jsonContentLast4: credentials.slice(-4) });
    expect(JSON.stringify(flow.body)).not.toContain('PRIVATE KEY');
    const row = (await QueueIntegration.findOne({ where: { id: flow.body.id, companyId: company.id } }))!;
    expect(row.jsonContent).not.toContain('PRIVATE KEY');
    expect(openCredentials(row)).toBe(credentials);
    const bot = await api()
      .post('/queueIntegration')
      .set(bearer(admin.token))
      .send({ type: 'typebot', name: 'Robô', urlN8N: 'https://93.184.216.34', typebotSlug: 'loja', typebotExpires: 5, typebotKeywordFinish: 'sair' });
    expect(bot.body).toMatchObject({ projectName: 'Robô', typebotSlug: 'loja', typebotExpires: 5, typebotKeywordFinish: 'sair', typebotDelayMessage: 1000 });

    const list = await api().get('/queueIntegration').set(bearer(admin.token));
    expectDto(queueIntegrationsPageSchema, list.body);
    expect(list.body).toMatchObject({ count: 3, hasMore: false });
    expect(list.body.queueIntegrations.map((i: { name: string }) => i.name)).toEqual(['Agente', 'Fluxo de vendas', 'Robô']);
    expect((await api().get('/queueIntegration?searchParam=flux').set(bearer(admin.token))).body.queueIntegrations).toHaveLength(1);
    expect((await api().get(`/queueIntegration/${flow.body.id}`).set(bearer(admin.token))).body.jsonContentLast4).toBe(credentials.slice(-4));

    const kept = await api().put(`/queueIntegration/${flow.body.id}`).set(bearer(admin.token)).send({ jsonContent: '', language: 'pt-BR' });
    expectDto(queueIntegrationSchema, kept.body);
    expect(kept.body).toMatchObject({ language: 'pt-BR', jsonContentLast4: credentials.slice(-4) });
    const renamed = await api().put(`/queueIntegration/${created.body.id}`).set(bearer(admin.token)).send({ name: 'Fluxo novo' });
    expect(renamed.body).toMatchObject({ name: 'Fluxo novo', projectName: 'Fluxo novo' });
    expect(
      eventsFor(company.id)
        .filter((e) => e.event === `company-${company.id}-queueIntegration`)
        .map((e) => (e.payload as { action: string }).action),
    ).toEqual(['create', 'create', 'create', 'update', 'update']);

    const queue = await createQueue(company);
    expect((await api().put(`/queue/${queue.id}`).set(bearer(admin.token)).send({ integrationId: created.body.id })).body.integrationId).toBe(created.body.id);
    expect((await api().delete(`/queueIntegration/${created.body.id}`).set(bearer(admin.token))).body).toEqual({ message: 'Integration deleted' });
    expect((await Queue.findOne({ where: { id: queue.id, companyId: company.id } }))!.integrationId).toBeNull();
  });

  it('requires per type what the type needs, and URLs pass the outbound guard', async () => {
    const { admin } = await createTenant();
    const post = (b: object) => api().post('/queueIntegration').set(bearer(admin.token)).send(b);
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'n8n', name: 'Sem url' }, 'urlN8N'],
      [{ type: 'typebot', name: 'Sem slug', urlN8N: 'https://93.184.216.34' }, 'typebotSlug'],
      [{ type: 'dialogflow', name: 'Sem projeto', jsonContent: credentials }, 'projectName'],
      [{ type: 'dialogflow', name: 'Sem chave', projectName: 'p' }, 'jsonContent'],
      [{ type: 'dialogflow', name: 'Chave ruim', projectName: 'p', jsonContent: '{"a":1}' }, 'jsonContent'],
      [{ ...n8nBody, urlN8N: 'http://127.0.0.1:5678/webhook' }, 'urlN8N'],
      [{ ...n8nBody, urlN8N: 'http://169.254.169.254/latest' }, 'urlN8N'],
      [{ ...n8nBody, urlN8N: 'ftp://93.184.216.34/' }, 'urlN8N'],
      [{ ...n8nBody, type: 'zapier' }, 'type'],
      [{ ...n8nBody, name: 'x' }, 'name'],
      [{ ...n8nBody, name: 'x'.repeat(51) }, 'name'],
      [{ ...n8nBody, language: 'fr' }, 'language'],
      [{ ...n8nBody, typebotExpires: -1 }, 'typebotExpires'],
      [{ ...n8nBody, typebotDelayMessage: 'slow' }, 'typebotDelayMessage'],
      [{ ...n8nBody, secret: 'x' }, 'secret'],
      [{ ...n8nBody, urlN8N: ['x'] }, 'urlN8N'],
    ];
    for (const [b, field] of cases) {
      const res = await post(b);
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(res.body.field, JSON.stringify(b)).toBe(field);
    }
    useOutboundAllowList('127.0.0.1');
    expect((await post({ ...n8nBody, urlN8N: 'http://127.0.0.1:5678/webhook' })).status).toBe(201);
  });

  it('testSession says what works and what failed, without saving', async () => {
    const { company, admin } = await createTenant();
    useOutboundAllowList('127.0.0.1');
    const test = async (b: object) => {
      const res = await api().post('/queueIntegration/testSession').set(bearer(admin.token)).send(b);
      expectDto(queueIntegrationTestResultSchema, res.body, `testSession ${JSON.stringify(b)}`);
      return res;
    };
    expect((await test({ type: 'n8n', urlN8N: `${n8n.url}/webhook` })).body).toEqual({ ok: true, message: 'The URL answered 2xx' });
    expect(n8n.received.at(-1)!.json).toEqual({ event: 'test', companyId: company.id });
    n8n.fail(404);
    expect((await test({ type: 'webhook', urlN8N: `${n8n.url}/webhook` })).body).toEqual({ ok: false, message: 'HTTP 404' });
    expect((await test({ type: 'typebot', urlN8N: typebot.url, typebotSlug: 'loja' })).body).toMatchObject({
      ok: true,
      message: expect.stringContaining('3 message'),
    });
    expect((await test({ type: 'typebot', urlN8N: typebot.url, typebotSlug: 'nada' })).body).toEqual({ ok: false, message: 'Typebot answered HTTP 404' });
    useOutboundAllowList('');
    expect((await test({ type: 'n8n', urlN8N: `${n8n.url}/webhook` })).body).toMatchObject({
      ok: false,
      message: expect.stringContaining('private or reserved'),
    });
    expect((await test({ projectName: 'p', jsonContent: '{}', language: 'pt-BR' })).body).toMatchObject({
      ok: false,
      message: expect.stringContaining('service account'),
    });
    const key = serviceAccountKey();
    const dialogflow = await startFakeDialogflow(key.publicKey);
    const endpoint = env.DIALOGFLOW_API_ENDPOINT;
    env.DIALOGFLOW_API_ENDPOINT = dialogflow.url;
    try {
      expect((await test({ projectName: 'loja-bot', jsonContent: key.json, language: 'pt-BR' })).body).toEqual({
        ok: true,
        message: 'Dialogflow answered (1 message(s))',
      });
      expect((await test({ projectName: 'loja-bot', jsonContent: serviceAccountKey().json, language: 'pt-BR' })).body).toMatchObject({
        ok: false,
        message: expect.stringMatching(/Dialogflow.*401/),
      });
    } finally {
      env.DIALOGFLOW_API_ENDPOINT = endpoint;
      await dialogflow.close();
    }
    expect(await QueueIntegration.count({ where: { companyId: company.id } })).toBe(0);
  });

  it("is for admins (403), of plans with useIntegrations (403), and another company's integration is 404", async () => {
    const { company, admin, agent } = await createTenant();
    const other = await createTenant();
    const created = await api().post('/queueIntegration').set(bearer(admin.token)).send(n8nBody);
    expect((await api().get('/queueIntegration').set(bearer(agent.token))).status).toBe(403);
    expect((await api().post('/queueIntegration/testSession').set(bearer(agent.token)).send({})).status).toBe(403);
    for (const call of [
      api().get(`/queueIntegration/${created.body.id}`),
      api().put(`/queueIntegration/${created.body.id}`).send({ name: 'Outro' }),
      api().delete(`/queueIntegration/${created.body.id}`),
      api().post('/queueIntegration/testSession').send({ id: created.body.id }),
    ])
      expect((await call.set(bearer(other.admin.token))).status).toBe(404);
    expect(
      (
        await api()
          .put('/queue/' + (await createQueue(other.company)).id)
          .set(bearer(other.admin.token))
          .send({ integrationId: created.body.id })
      ).body.field,
    ).toBe('integrationId');
    expect(await QueueIntegration.count({ where: { companyId: company.id } })).toBe(1);
    await Plan.update({ useIntegrations: false }, { where: { id: company.planId } });
    const denied = await api().get('/queueIntegration').set(bearer(admin.token));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('ERR_NO_PERMISSION');
  });
});
