import { describe, expect, it } from 'vitest';
import type { QueueOptionDTO } from '@zapdesk/shared';
import { Contact, QueueOption, Ticket, Whatsapp, type Company, type Queue } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { createCompany, createQueue, createTenant, unique } from '../../test/factories.js';
import { generateToken } from '../connections/connections.queries.js';

const seedOption = (queue: Queue, option: number, overrides: Partial<QueueOption> = {}) =>
  QueueOption.create({ title: `Opção ${option}`, message: '', option, queueId: queue.id, companyId: queue.companyId, ...overrides });

/** The tree as (option: title) pairs, children nested, so an assertion reads like the menu. */
type Outline = Array<[string, string, Outline?]>;
const outline = (nodes: QueueOptionDTO[]): Outline =>
  nodes.map((node) => (node.children.length ? [node.option, node.title, outline(node.children)] : [node.option, node.title]));

async function adminWithQueue() {
  const tenant = await createTenant();
  return { ...tenant, queue: await createQueue(tenant.company) };
}

async function seedTicketAt(company: Company, queue: Queue, queueOptionId: number) {
  const whatsapp = await Whatsapp.create({ name: unique('wa'), token: generateToken(), companyId: company.id });
  const contact = await Contact.create({ name: 'Cliente', number: `55${Date.now()}${Math.floor(Math.random() * 1000)}`, companyId: company.id });
  return Ticket.create({ contactId: contact.id, whatsappId: whatsapp.id, queueId: queue.id, queueOptionId, companyId: company.id });
}

describe('GET /queue-options', () => {
  it("answers 401, 403 for a plain user, 400 without a queue, 404 for another company's queue or parent", async () => {
    const { agent, admin, queue } = await adminWithQueue();
    const foreignQueue = await createQueue(await createCompany());
    const foreignOption = await seedOption(foreignQueue, 1);
    expect((await api().get('/queue-options').query({ queueId: queue.id })).status).toBe(401);
    expect((await api().get('/queue-options').query({ queueId: queue.id }).set(bearer(agent.token))).status).toBe(403);
    const missing = await api().get('/queue-options').set(bearer(admin.token));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'queueId' });
    expect((await api().get('/queue-options').query({ queueId: foreignQueue.id }).set(bearer(admin.token))).status).toBe(404);
    const foreignParent = await api().get('/queue-options').query({ queueId: queue.id, parentId: foreignOption.id }).set(bearer(admin.token));
    expect(foreignParent.status).toBe(404);
  });

  it("answers the top level (parentId -1 or absent) or a parent's level, ordered by option, each with its subtree", async () => {
    const { admin, queue, company } = await adminWithQueue();
    const ten = await seedOption(queue, 10, { title: 'Dez' });
    const two = await seedOption(queue, 2, { title: 'Dois' });
    const nested = await seedOption(queue, 1, { title: '2.1', parentId: two.id });
    await seedOption(queue, 1, { title: '2.1.1', parentId: nested.id });
    await seedOption(queue, 3, { title: 'Três' });
    await seedOption(await createQueue(company), 1, { title: 'Outra fila' });

    const root = await api().get('/queue-options').query({ queueId: queue.id, parentId: -1 }).set(bearer(admin.token));
    expect(root.status).toBe(200);
    expect(outline(root.body)).toEqual([
      ['2', 'Dois', [['1', '2.1', [['1', '2.1.1']]]]],
      ['3', 'Três'],
      ['10', 'Dez'],
    ]);
    expect(root.body[0]).toMatchObject({ id: two.id, queueId: queue.id, parentId: null, message: '' });
    const absent = await api().get('/queue-options').query({ queueId: queue.id }).set(bearer(admin.token));
    expect(absent.body).toEqual(root.body);

    const level = await api().get('/queue-options').query({ queueId: queue.id, parentId: two.id }).set(bearer(admin.token));
    expect(outline(level.body)).toEqual([['1', '2.1', [['1', '2.1.1']]]]);
    expect(ten.id).toBeGreaterThan(0);
  });
});

describe('POST /queue-options', () => {
  it("answers 401, 403 for a plain user, 404 for another company's queue or parent, 400 for a parent of another queue", async () => {
    const { admin, agent, queue, company } = await adminWithQueue();
    const foreignQueue = await createQueue(await createCompany());
    const foreignOption = await seedOption(foreignQueue, 1);
    const otherQueueOption = await seedOption(await createQueue(company), 1);
    const post = (body: object, token = admin.token) => api().post('/queue-options').set(bearer(token)).send(body);

    expect((await api().post('/queue-options').send({ title: 'A', queueId: queue.id })).status).toBe(401);
    expect((await post({ title: 'A', queueId: queue.id }, agent.token)).status).toBe(403);
    expect((await post({ title: 'A', queueId: foreignQueue.id })).status).toBe(404);
    expect((await post({ title: 'A', queueId: queue.id, parentId: foreignOption.id })).status).toBe(404);
    const crossQueue = await post({ title: 'A', queueId: queue.id, parentId: otherQueueOption.id });
    expect(crossQueue.status).toBe(400);
    expect(crossQueue.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'parentId' });
    expect(await QueueOption.count({ where: { companyId: company.id, queueId: queue.id } })).toBe(0);
  });

  it('answers 400 naming the field for bad input', async () => {
    const { admin, queue } = await adminWithQueue();
    const cases: Array<[object, string]> = [
      [{ queueId: queue.id }, 'title'],
      [{ title: '   ', queueId: queue.id }, 'title'],
      [{ title: 'x'.repeat(101), queueId: queue.id }, 'title'],
      [{ title: 'A' }, 'queueId'],
      [{ title: 'A', queueId: 'abc' }, 'queueId'],
      [{ title: 'A', queueId: queue.id, option: 'um' }, 'option'],
      [{ title: 'A', queueId: queue.id, option: 0 }, 'option'],
      [{ title: 'A', queueId: queue.id, parentId: -2 }, 'parentId'],
    ];
    for (const [body, field] of cases) {
      const res = await api().post('/queue-options').set(bearer(admin.token)).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field });
    }
  });

  it('adds options at the root and under options at any depth, numbering them after their siblings', async () => {
    const { admin, queue } = await adminWithQueue();
    const post = (body: object) =>
      api()
        .post('/queue-options')
        .set(bearer(admin.token))
        .send({ queueId: queue.id, ...body });
    const first = await post({ title: 'Financeiro', message: 'Escolha:', parentId: -1 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ title: 'Financeiro', message: 'Escolha:', option: '1', queueId: queue.id, parentId: null, children: [] });
    expect((await post({ title: 'Suporte' })).body.option).toBe('2');
    const child = await post({ title: 'Boletos', parentId: first.body.id });
    expect(child.body).toMatchObject({ option: '1', parentId: first.body.id });
    const grandchild = await post({ title: '2ª via', parentId: child.body.id, option: '5' });
    expect(grandchild.body).toMatchObject({ option: '5', parentId: child.body.id });

    const taken = await post({ title: 'Repetida', option: 2 });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'option' });
    const tree = await api().get('/queue-options').query({ queueId: queue.id }).set(bearer(admin.token));
    expect(outline(tree.body)).toEqual([
      ['1', 'Financeiro', [['1', 'Boletos', [['5', '2ª via']]]]],
      ['2', 'Suporte'],
    ]);
  });
});

describe('PUT /queue-options/:id', () => {
  it("answers 401, 403 for a plain user, 404 for another company's or an unknown option", async () => {
    const { admin, agent, queue } = await adminWithQueue();
    const option = await seedOption(queue, 1);
    const foreign = await seedOption(await createQueue(await createCompany()), 1, { title: 'Alheia' });
    expect((await api().put(`/queue-options/${option.id}`).send({ title: 'B' })).status).toBe(401);
    expect((await api().put(`/queue-options/${option.id}`).set(bearer(agent.token)).send({ title: 'B' })).status).toBe(403);
    expect((await api().put(`/queue-options/${foreign.id}`).set(bearer(admin.token)).send({ title: 'B' })).status).toBe(404);
    expect((await api().put('/queue-options/2000000000').set(bearer(admin.token)).send({ title: 'B' })).status).toBe(404);
    expect((await QueueOption.findOne({ where: { companyId: foreign.companyId, id: foreign.id } }))?.title).toBe('Alheia');
  });

  it('edits title, message and number (unique among siblings), never the parent, and answers the subtree', async () => {
    const { admin, queue, company } = await adminWithQueue();
    const option = await seedOption(queue, 1, { title: 'Antes' });
    await seedOption(queue, 2);
    const child = await seedOption(queue, 1, { title: 'Filha', parentId: option.id });

    const move = await api().put(`/queue-options/${option.id}`).set(bearer(admin.token)).send({ title: 'Depois', parentId: child.id });
    expect(move.status).toBe(400);
    expect(move.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'parentId' });
    const res = await api().put(`/queue-options/${option.id}`).set(bearer(admin.token)).send({ title: 'Depois', message: 'Nova', option: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: option.id, title: 'Depois', message: 'Nova', option: '3', parentId: null });
    expect(outline(res.body.children)).toEqual([['1', 'Filha']]);

    const taken = await api().put(`/queue-options/${option.id}`).set(bearer(admin.token)).send({ option: 2 });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'option' });
    const blank = await api().put(`/queue-options/${option.id}`).set(bearer(admin.token)).send({ title: '' });
    expect(blank.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'title' });
    expect((await QueueOption.findOne({ where: { companyId: company.id, id: option.id } }))?.option).toBe(3);
  });
});

describe('DELETE /queue-options/:id', () => {
  it("answers 401, 403 for a plain user, 404 for another company's or an unknown option", async () => {
    const { admin, agent, queue } = await adminWithQueue();
    const option = await seedOption(queue, 1);
    const foreign = await seedOption(await createQueue(await createCompany()), 1);
    expect((await api().delete(`/queue-options/${option.id}`)).status).toBe(401);
    expect((await api().delete(`/queue-options/${option.id}`).set(bearer(agent.token))).status).toBe(403);
    expect((await api().delete(`/queue-options/${foreign.id}`).set(bearer(admin.token))).status).toBe(404);
    expect((await api().delete('/queue-options/0').set(bearer(admin.token))).status).toBe(404);
    expect(await QueueOption.count({ where: { companyId: foreign.companyId, id: foreign.id } })).toBe(1);
  });

  it('deletes the option with its whole subtree, leaves its siblings, and sends tickets standing there back to the menu', async () => {
    const { admin, queue, company } = await adminWithQueue();
    const doomed = await seedOption(queue, 1);
    const sibling = await seedOption(queue, 2);
    const child = await seedOption(queue, 1, { parentId: doomed.id });
    const grandchild = await seedOption(queue, 1, { parentId: child.id });
    const ticket = await seedTicketAt(company, queue, grandchild.id);

    const res = await api().delete(`/queue-options/${doomed.id}`).set(bearer(admin.token));
    expect(res.status).toBe(200);
    const left = await QueueOption.findAll({ where: { companyId: company.id, queueId: queue.id } });
    expect(left.map((o) => o.id)).toEqual([sibling.id]);
    expect((await Ticket.findOne({ where: { companyId: company.id, id: ticket.id } }))?.queueOptionId).toBeNull();
  });
});
