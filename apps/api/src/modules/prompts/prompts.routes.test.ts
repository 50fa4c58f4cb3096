import { describe, expect, it } from 'vitest';
import { PROMPT_DEFAULTS, promptSchema, promptsPageSchema } from '@zapdesk/shared';
import { Plan, Prompt, Queue } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { createQueue, createTenant } from '../../test/factories.js';
import { expectDto } from '../../test/expect-dto.js';
import { api, bearer } from '../../test/http.js';
import { openPromptKeys } from './prompt-secrets.js';

// /prompt: admins of companies whose plan has useOpenAi keep their AI prompts; keys are sealed and only their
// last 4 characters are ever answered; a prompt is attached to its queue and may be named by queues and connections.

const body = (queueId: number, extra: Record<string, unknown> = {}) => ({
  name: 'Atendente virtual',
  prompt: 'Você é a assistente da Loja Azul. Responda em português.',
  apiKey: 'sk-proj-abcdefgh9876',
  queueId,
  ...extra,
});

describe('/prompt', () => {
  it('answers 401 without a token', async () => {
    expect((await api().get('/prompt')).status).toBe(401);
    expect((await api().get('/prompt/1')).status).toBe(401);
    expect((await api().post('/prompt').send(body(1))).status).toBe(401);
    expect((await api().put('/prompt/1').send({ name: 'x' })).status).toBe(401);
    expect((await api().delete('/prompt/1')).status).toBe(401);
  });

  it('creates with the §9 defaults, seals the key, answers only its last 4 characters, attaches the queue and publishes', async () => {
    const { company, admin } = await createTenant();
    const queue = await createQueue(company);
    const res = await api().post('/prompt').set(bearer(admin.token)).send(body(queue.id));
    expect(res.status).toBe(201);
    expectDto(promptSchema, res.body);
    expect(res.body).toMatchObject({
      name: 'Atendente virtual',
      ...PROMPT_DEFAULTS,
      apiKeyLast4: '9876',
      voiceKeyLast4: '',
      queueId: queue.id,
      queue: { id: queue.id, name: queue.name, color: queue.color },
      companyId: company.id,
    });
    expect(JSON.stringify(res.body)).not.toContain('sk-proj');
    const row = (await Prompt.findOne({ where: { id: res.body.id, companyId: company.id } }))!;
    expect(row.apiKey).not.toContain('sk-proj');
    expect(openPromptKeys(row).apiKey).toBe('sk-proj-abcdefgh9876');
    expect((await Queue.findOne({ where: { id: queue.id, companyId: company.id } }))!.promptId).toBe(res.body.id);
    const events = eventsFor(company.id).filter((e) => e.event === `company-${company.id}-prompt`);
    expect(events.at(-1)?.payload).toMatchObject({ action: 'create', prompt: { id: res.body.id, apiKeyLast4: '9876' } });
    expect(JSON.stringify(events)).not.toContain('sk-proj');
  });

  it('lists by name with search and pages, shows one, edits keeping an empty key, moves the queue, deletes with a message', async () => {
    const { company, admin } = await createTenant();
    const [first, second] = [await createQueue(company), await createQueue(company)];
    const a = await api()
      .post('/prompt')
      .set(bearer(admin.token))
      .send(body(first.id, { name: 'Vendas IA' }));
    await api()
      .post('/prompt')
      .set(bearer(admin.token))
      .send(body(second.id, { name: 'Suporte IA', voice: 'pt-BR-FranciscaNeural', voiceKey: 'az-key-5555', voiceRegion: 'brazilsouth' }));
    const list = await api().get('/prompt').set(bearer(admin.token));
    expectDto(promptsPageSchema, list.body);
    expect(list.body).toMatchObject({ count: 2, hasMore: false });
    expect(list.body.prompts.map((p: { name: string }) => p.name)).toEqual(['Suporte IA', 'Vendas IA']);
    expect(list.body.prompts[0]).toMatchObject({ voice: 'pt-BR-FranciscaNeural', voiceKeyLast4: '5555', voiceRegion: 'brazilsouth' });
    expect((await api().get('/prompt?searchParam=vend').set(bearer(admin.token))).body.prompts).toHaveLength(1);
    expect((await api().get('/prompt?pageNumber=2').set(bearer(admin.token))).body).toMatchObject({ prompts: [], count: 2, hasMore: false });
    expect((await api().get(`/prompt/${a.body.id}`).set(bearer(admin.token))).body).toMatchObject({ id: a.body.id, apiKeyLast4: '9876' });

    const edited = await api()
      .put(`/prompt/${a.body.id}`)
      .set(bearer(admin.token))
      .send({ apiKey: '', maxTokens: 300, temperature: 0.4, maxMessages: 5, queueId: second.id });
    expect(edited.status).toBe(200);
    expectDto(promptSchema, edited.body);
    expect(edited.body).toMatchObject({ apiKeyLast4: '9876', maxTokens: 300, temperature: 0.4, maxMessages: 5, queueId: second.id });
    const queues = await Queue.findAll({ where: { companyId: company.id }, order: [['id', 'ASC']] });
    expect(queues.map((q) => q.promptId)).toEqual([null, a.body.id]);
    expect((await api().put(`/prompt/${a.body.id}`).set(bearer(admin.token)).send({ apiKey: 'sk-new-0000' })).body.apiKeyLast4).toBe('0000');

    const removed = await api().delete(`/prompt/${a.body.id}`).set(bearer(admin.token));
    expect(removed.body).toEqual({ message: 'Prompt deleted' });
    expect((await Queue.findOne({ where: { id: second.id, companyId: company.id } }))!.promptId).toBeNull();
    expect((await api().get(`/prompt/${a.body.id}`).set(bearer(admin.token))).status).toBe(404);
  });

  it("is named by the company's queues and connections, never another company's", async () => {
    const { company, admin } = await createTenant();
    const other = await createTenant();
    const queue = await createQueue(company);
    const mine = await api().post('/prompt').set(bearer(admin.token)).send(body(queue.id));
    const theirs = await api()
      .post('/prompt')
      .set(bearer(other.admin.token))
      .send(body((await createQueue(other.company)).id));
    const target = await createQueue(company);
    expect((await api().put(`/queue/${target.id}`).set(bearer(admin.token)).send({ promptId: mine.body.id })).body.promptId).toBe(mine.body.id);
    const refused = await api().put(`/queue/${target.id}`).set(bearer(admin.token)).send({ promptId: theirs.body.id });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('promptId');
    const connection = await api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'Loja', promptId: mine.body.id });
    expect(connection.body.promptId).toBe(mine.body.id);
    expect((await api().post('/whatsapp').set(bearer(admin.token)).send({ name: 'Loja 2', promptId: theirs.body.id })).body.field).toBe('promptId');
  });

  it("answers 400 for a missing queue, another company's queue, wrong types, odd keys and huge input", async () => {
    const { company, admin } = await createTenant();
    const other = await createTenant();
    const queue = await createQueue(company);
    const post = (b: object) => api().post('/prompt').set(bearer(admin.token)).send(b);
    const { queueId: _q, ...withoutQueue } = body(queue.id);
    const noQueue = await post(withoutQueue);
    expect(noQueue.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'queueId' });
    expect((await post(body((await createQueue(other.company)).id))).body).toMatchObject({
      field: 'queueId',
      message: expect.stringContaining('Informe o setor'),
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ apiKey: '' }, 'apiKey'],
      [{ name: '' }, 'name'],
      [{ voice: 'robot' }, 'voice'],
      [{ temperature: 3 }, 'temperature'],
      [{ maxTokens: 'many' }, 'maxTokens'],
      [{ maxMessages: 0 }, 'maxMessages'],
      [{ model: 'gpt' }, 'model'],
      [{ prompt: 'x'.repeat(20_001) }, 'prompt'],
      [{ voiceRegion: 'x/y' }, 'voiceRegion'],
      [{ apiKey: ['k'] }, 'apiKey'],
    ];
    for (const [extra, field] of cases) {
      const res = await post(body(queue.id, extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect((await api().get('/prompt?pageNumber=x').set(bearer(admin.token))).status).toBe(400);
  });

  it("is for admins (403), of plans with useOpenAi (403), and another company's prompt is 404", async () => {
    const { company, admin, agent } = await createTenant();
    const other = await createTenant();
    const created = await api()
      .post('/prompt')
      .set(bearer(admin.token))
      .send(body((await createQueue(company)).id));
    expect((await api().get('/prompt').set(bearer(agent.token))).status).toBe(403);
    expect((await api().post('/prompt').set(bearer(agent.token)).send(body(1))).status).toBe(403);
    for (const call of [
      api().get(`/prompt/${created.body.id}`),
      api().put(`/prompt/${created.body.id}`).send({ name: 'Outro' }),
      api().delete(`/prompt/${created.body.id}`),
    ])
      expect((await call.set(bearer(other.admin.token))).status).toBe(404);
    expect(await Prompt.count({ where: { companyId: company.id } })).toBe(1);
    await Plan.update({ useOpenAi: false }, { where: { id: company.planId } });
    const denied = await api().get('/prompt').set(bearer(admin.token));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('ERR_NO_PERMISSION');
  });
});
