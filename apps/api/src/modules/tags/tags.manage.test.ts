import { describe, expect, it } from 'vitest';
import { tagsPageSchema } from '@zapdesk/shared';
import { expectDto } from '../../test/expect-dto.js';
import { Tag, TicketTag } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { createTenant, createUser } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';
import { createTicketRow, ticketEventName } from '../tickets/ticket-factories.test-kit.js';
import { TAGS_PAGE_SIZE } from './list-tags.js';

const tagEvents = (companyId: number) => eventsFor(companyId).filter((e) => e.event === `company-${companyId}-tag`);

describe('GET /tags', () => {
  it("pages the company's tags by name with their tickets count, and searches the name", async () => {
    const t = await createTenant();
    const other = await createTenant();
    const names = Array.from({ length: TAGS_PAGE_SIZE + 2 }, (_, i) => `Etiqueta ${String(i).padStart(2, '0')}`);
    const tags = await Tag.bulkCreate(names.map((name) => ({ name, companyId: t.company.id })));
    await Tag.create({ name: 'Etiqueta alheia', companyId: other.company.id });
    const [first, second] = [await createTicketRow(t.company), await createTicketRow(t.company)];
    await TicketTag.bulkCreate([
      { ticketId: first.id, tagId: tags[0].id },
      { ticketId: second.id, tagId: tags[0].id },
      { ticketId: first.id, tagId: tags[1].id },
    ]);

    const page1 = await api().get('/tags').query({ pageNumber: 1 }).set(bearer(t.agent.token));
    expect(page1.status).toBe(200);
    expectDto(tagsPageSchema, page1.body);
    expect(page1.body.hasMore).toBe(true);
    expect(page1.body.tags).toHaveLength(TAGS_PAGE_SIZE);
    expect(page1.body.tags[0]).toEqual({ id: tags[0].id, name: 'Etiqueta 00', color: '#5C59A0', kanban: 0, userId: null, ticketsCount: 2 });
    expect(page1.body.tags[1]).toMatchObject({ name: 'Etiqueta 01', ticketsCount: 1 });
    expect(page1.body.tags[2]).toMatchObject({ name: 'Etiqueta 02', ticketsCount: 0 });

    const page2 = await api().get('/tags').query({ pageNumber: 2 }).set(bearer(t.agent.token));
    expect(page2.body.hasMore).toBe(false);
    expect(page2.body.tags.map((tag: { name: string }) => tag.name)).toEqual(names.slice(TAGS_PAGE_SIZE));

    const search = await api().get('/tags').query({ searchParam: 'QUETA 2' }).set(bearer(t.agent.token));
    expect(search.body).toEqual({ tags: [expect.objectContaining({ name: 'Etiqueta 20' }), expect.objectContaining({ name: 'Etiqueta 21' })], hasMore: false });
    // LIKE wildcards are searched literally.
    expect((await api().get('/tags').query({ searchParam: '%' }).set(bearer(t.agent.token))).body.tags).toEqual([]);
  });

  it('answers 400 for a bad page and 401 without a token', async () => {
    const t = await createTenant();
    const bad = await api().get('/tags').query({ pageNumber: 'x' }).set(bearer(t.agent.token));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'pageNumber' });
    expect((await api().get('/tags')).status).toBe(401);
  });
});

describe('GET /tags/:id', () => {
  it("shows the company's tag with its tickets count; 404 for another company's", async () => {
    const t = await createTenant();
    const other = await createTenant();
    const tag = await Tag.create({ name: 'VIP', color: '#FF0000', kanban: 1, companyId: t.company.id, userId: t.admin.user.id });
    await TicketTag.create({ ticketId: (await createTicketRow(t.company)).id, tagId: tag.id });
    const theirs = await Tag.create({ name: 'VIP', companyId: other.company.id });

    const res = await api().get(`/tags/${tag.id}`).set(bearer(t.agent.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: tag.id, name: 'VIP', color: '#FF0000', kanban: 1, userId: t.admin.user.id, ticketsCount: 1 });
    expect((await api().get(`/tags/${theirs.id}`).set(bearer(t.agent.token))).status).toBe(404);
    expect((await api().get('/tags/abc').set(bearer(t.agent.token))).status).toBe(404);
    expect((await api().get(`/tags/${tag.id}`)).status).toBe(401);
  });
});

describe('POST /tags', () => {
  it('publishes the created tag to the company', async () => {
    const t = await createTenant();
    const res = await api().post('/tags').set(bearer(t.agent.token)).send({ name: 'Retorno', color: '#00AA00' });
    expect(res.body).toEqual({ id: expect.any(Number), name: 'Retorno', color: '#00AA00', kanban: 0, userId: t.agent.user.id, ticketsCount: 0 });
    expect(tagEvents(t.company.id).at(-1)).toMatchObject({ payload: { action: 'create', tag: res.body }, target: { room: 'company' } });
    const badColour = await api().post('/tags').set(bearer(t.agent.token)).send({ name: 'Cor', color: 'red;x' });
    expect(badColour.status).toBe(400);
    expect(badColour.body.field).toBe('color');
  });
});

describe('POST /tags/sync', () => {
  it('publishes the tags it creates from typed names, counting the ticket', async () => {
    const t = await createTenant();
    await Tag.create({ name: 'Existente', companyId: t.company.id });
    const ticket = await createTicketRow(t.company, { status: 'open' });
    await api()
      .post('/tags/sync')
      .set(bearer(t.admin.token))
      .send({ ticketId: ticket.id, tags: [{ name: 'Existente' }, { name: 'Recém criada' }] })
      .expect(200);
    expect(tagEvents(t.company.id).map((e) => e.payload)).toEqual([
      { action: 'create', tag: expect.objectContaining({ name: 'Recém criada', ticketsCount: 1, userId: t.admin.user.id }) },
    ]);
  });
});

describe('PUT /tags/:id', () => {
  it('renames and recolours for anyone, and publishes the update with the tickets count', async () => {
    const t = await createTenant();
    const tag = await Tag.create({ name: 'Antigo', companyId: t.company.id });
    await TicketTag.create({ ticketId: (await createTicketRow(t.company)).id, tagId: tag.id });
    const res = await api().put(`/tags/${tag.id}`).set(bearer(t.agent.token)).send({ name: 'Novo nome', color: '#123456', kanban: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: tag.id, name: 'Novo nome', color: '#123456', kanban: 0, ticketsCount: 1 });
    expect((await Tag.findOne({ where: { id: tag.id, companyId: t.company.id } }))?.name).toBe('Novo nome');
    expect(tagEvents(t.company.id).at(-1)?.payload).toEqual({ action: 'update', tag: res.body });
  });

  it('lets only admins and supervisors turn the kanban lane on or off', async () => {
    const t = await createTenant();
    const supervisor = await createUser(t.company, { profile: 'supervisor' });
    const tag = await Tag.create({ name: 'Lane', companyId: t.company.id });
    const denied = await api().put(`/tags/${tag.id}`).set(bearer(t.agent.token)).send({ kanban: 1 });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('ERR_NO_PERMISSION');
    expect((await api().put(`/tags/${tag.id}`).set(bearer(supervisor.token)).send({ kanban: true })).body.kanban).toBe(1);
    // The agent saving the whole form with the kanban value unchanged is not a toggle.
    expect((await api().put(`/tags/${tag.id}`).set(bearer(t.agent.token)).send({ name: 'Lane 2', kanban: 1 })).status).toBe(200);
    expect((await api().put(`/tags/${tag.id}`).set(bearer(t.agent.token)).send({ kanban: 0 })).status).toBe(403);
    expect((await api().put(`/tags/${tag.id}`).set(bearer(t.admin.token)).send({ kanban: 0 })).body.kanban).toBe(0);
  });

  it("answers 400 for a short, empty or taken name, 404 for another company's tag, 401 without a token", async () => {
    const t = await createTenant();
    const other = await createTenant();
    const tag = await Tag.create({ name: 'Primeira', companyId: t.company.id });
    await Tag.create({ name: 'Segunda', companyId: t.company.id });
    const theirs = await Tag.create({ name: 'Deles', companyId: other.company.id });
    for (const body of [{ name: 'ab' }, { name: '   ' }, { name: 'Segunda' }, { kanban: 2 }]) {
      const res = await api().put(`/tags/${tag.id}`).set(bearer(t.admin.token)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(Object.keys(body)[0]);
    }
    expect((await api().put(`/tags/${tag.id}`).set(bearer(t.admin.token)).send({ name: 'Primeira' })).status).toBe(200);
    expect((await api().put(`/tags/${theirs.id}`).set(bearer(t.admin.token)).send({ name: 'Minha agora' })).status).toBe(404);
    expect((await Tag.findOne({ where: { id: theirs.id, companyId: other.company.id } }))?.name).toBe('Deles');
    expect((await api().put(`/tags/${tag.id}`).send({ name: 'Sem token' })).status).toBe(401);
  });
});

describe('DELETE /tags/:id', () => {
  it('detaches the tag from its tickets, deletes it and publishes the tag and the live tickets', async () => {
    const t = await createTenant();
    const tag = await Tag.create({ name: 'Lane', kanban: 1, companyId: t.company.id });
    const keep = await Tag.create({ name: 'Fica', companyId: t.company.id });
    const open = await createTicketRow(t.company, { status: 'open', userId: t.agent.user.id });
    const closed = await createTicketRow(t.company, { status: 'closed' });
    await TicketTag.bulkCreate([
      { ticketId: open.id, tagId: tag.id },
      { ticketId: open.id, tagId: keep.id },
      { ticketId: closed.id, tagId: tag.id },
    ]);

    const res = await api().delete(`/tags/${tag.id}`).set(bearer(t.admin.token));
    expect(res.status).toBe(200);
    expect(await Tag.count({ where: { companyId: t.company.id, id: tag.id } })).toBe(0);
    expect(await TicketTag.count({ where: { tagId: tag.id } })).toBe(0);
    expect(await TicketTag.count({ where: { tagId: keep.id } })).toBe(1);
    expect(tagEvents(t.company.id).at(-1)?.payload).toEqual({ action: 'delete', tagId: tag.id });
    const ticketEvents = eventsFor(t.company.id).filter((e) => e.event === ticketEventName(t.company));
    expect(ticketEvents.map((e) => e.payload)).toEqual([
      { action: 'update', ticket: expect.objectContaining({ id: open.id, tags: [{ id: keep.id, name: 'Fica', color: '#5C59A0' }] }) },
    ]);
  });

  it("is for admins: 403 for others, 404 for another company's tag, 401 without a token", async () => {
    const t = await createTenant();
    const other = await createTenant();
    const supervisor = await createUser(t.company, { profile: 'supervisor' });
    const tag = await Tag.create({ name: 'Fica', companyId: t.company.id });
    const theirs = await Tag.create({ name: 'Deles', companyId: other.company.id });
    expect((await api().delete(`/tags/${tag.id}`).set(bearer(t.agent.token))).status).toBe(403);
    expect((await api().delete(`/tags/${tag.id}`).set(bearer(supervisor.token))).status).toBe(403);
    expect((await api().delete(`/tags/${theirs.id}`).set(bearer(t.admin.token))).status).toBe(404);
    expect((await api().delete(`/tags/${tag.id}`)).status).toBe(401);
    expect(await Tag.count({ where: { companyId: t.company.id, id: tag.id } })).toBe(1);
    expect(await Tag.count({ where: { companyId: other.company.id, id: theirs.id } })).toBe(1);
  });
});
