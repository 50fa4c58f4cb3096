import { describe, expect, it } from 'vitest';
import { tagOptionListSchema } from '@zapdesk/shared';
import { expectDto } from '../../test/expect-dto.js';
import { Tag, TicketTag } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { createUser } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';
import { createTicketRow, ticketEventName, ticketsTenant } from '../tickets/ticket-factories.test-kit.js';

const tagNames = (body: { tags: { name: string }[] }) => body.tags.map((tag) => tag.name).sort();
const ticketTags = async (ticketId: number) => (await TicketTag.findAll({ where: { ticketId } })).map((row) => row.tagId).sort((a, b) => a - b);

async function tagCast() {
  const t = await ticketsTenant();
  const ticket = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.agent.user.id });
  return { ...t, ticket };
}

describe('POST /tags and GET /tags/list', () => {
  it('creates company tags (unique names) and lists them by name', async () => {
    const t = await tagCast();
    const created = await api().post('/tags').set(bearer(t.agent.token)).send({ name: 'Urgente', color: '#FF0000' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Urgente', color: '#FF0000', kanban: 0 });
    await api().post('/tags').set(bearer(t.admin.token)).send({ name: 'Atacado', kanban: 1 }).expect(201);
    const duplicate = await api().post('/tags').set(bearer(t.agent.token)).send({ name: 'Urgente' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'name' });
    // Another company may use the same name.
    const other = await tagCast();
    await api().post('/tags').set(bearer(other.admin.token)).send({ name: 'Urgente' }).expect(201);

    const list = await api().get('/tags/list').set(bearer(t.agent.token));
    expect(list.status).toBe(200);
    expectDto(tagOptionListSchema, list.body);
    expect(list.body).toEqual([
      { id: expect.any(Number), name: 'Atacado', color: '#5C59A0', kanban: 1 },
      { id: created.body.id, name: 'Urgente', color: '#FF0000', kanban: 0 },
    ]);
  });

  it('validates the name (3+ characters), keeps the kanban toggle to admins and supervisors, and requires a token', async () => {
    const t = await tagCast();
    const short = await api().post('/tags').set(bearer(t.agent.token)).send({ name: 'ab' });
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('name');
    expect((await api().post('/tags').set(bearer(t.agent.token)).send({ name: 'Kanban', kanban: 1 })).status).toBe(403);
    const supervisor = await createUser(t.company, { profile: 'supervisor' });
    expect((await api().post('/tags').set(bearer(supervisor.token)).send({ name: 'Kanban', kanban: true })).body).toMatchObject({ kanban: 1 });
    expect((await api().post('/tags').send({ name: 'Nope' })).status).toBe(401);
    expect((await api().get('/tags/list')).status).toBe(401);
  });
});

describe('POST /tags/sync', () => {
  it("replaces the ticket's tags with the list, creating tags given by name, and publishes the ticket", async () => {
    const t = await tagCast();
    const vip = await Tag.create({ name: 'VIP', companyId: t.company.id });
    const old = await Tag.create({ name: 'Antigo', companyId: t.company.id });
    await TicketTag.create({ ticketId: t.ticket.id, tagId: old.id });
    const res = await api()
      .post('/tags/sync')
      .set(bearer(t.agent.token))
      .send({ ticketId: t.ticket.id, tags: [{ id: vip.id }, { name: 'Novo cliente' }, { name: 'VIP' }] });
    expect(res.status).toBe(200);
    expect(tagNames(res.body)).toEqual(['Novo cliente', 'VIP']);
    expect(await Tag.count({ where: { companyId: t.company.id } })).toBe(3);
    const event = eventsFor(t.company.id)
      .filter((e) => e.event === ticketEventName(t.company))
      .at(-1);
    expect(event?.payload).toMatchObject({ action: 'update', ticket: { id: t.ticket.id } });

    const cleared = await api().post('/tags/sync').set(bearer(t.agent.token)).send({ ticketId: t.ticket.id, tags: [] });
    expect(cleared.body.tags).toEqual([]);
  });

  it("answers 404 for another company's ticket or tag, 403 outside the user's queues, 400 for bad items, 401 without a token", async () => {
    const t = await tagCast();
    const other = await tagCast();
    const foreignTag = await Tag.create({ name: 'Alheia', companyId: other.company.id });
    const foreignTicket = await api().post('/tags/sync').set(bearer(t.admin.token)).send({ ticketId: other.ticket.id, tags: [] });
    expect(foreignTicket.status).toBe(404);
    expect(foreignTicket.body.error).toBe('ERR_NO_TICKET_FOUND');
    expect(
      (
        await api()
          .post('/tags/sync')
          .set(bearer(t.admin.token))
          .send({ ticketId: t.ticket.id, tags: [{ id: foreignTag.id }] })
      ).status,
    ).toBe(404);
    expect(await ticketTags(t.ticket.id)).toEqual([]);

    const support = await createTicketRow(t.company, { status: 'pending', queueId: t.support.id });
    expect((await api().post('/tags/sync').set(bearer(t.agent.token)).send({ ticketId: support.id, tags: [] })).status).toBe(403);
    const bad = await api()
      .post('/tags/sync')
      .set(bearer(t.agent.token))
      .send({ ticketId: t.ticket.id, tags: [{ name: 'ab' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toMatch(/^tags/);
    expect((await api().post('/tags/sync').send({ ticketId: t.ticket.id, tags: [] })).status).toBe(401);
  });
});

describe('PUT /ticket-tags/:ticketId/:tagId and DELETE /ticket-tags/:ticketId', () => {
  it('adds one tag (twice is once) and takes the ticket out of its kanban lanes', async () => {
    const t = await tagCast();
    const a = await Tag.create({ name: 'Lane A', companyId: t.company.id, kanban: 1 });
    const b = await Tag.create({ name: 'Lane B', companyId: t.company.id, kanban: 1 });
    expect((await api().put(`/ticket-tags/${t.ticket.id}/${a.id}`).set(bearer(t.agent.token))).status).toBe(200);
    const again = await api().put(`/ticket-tags/${t.ticket.id}/${a.id}`).set(bearer(t.agent.token));
    expect(tagNames(again.body)).toEqual(['Lane A']);
    await api().put(`/ticket-tags/${t.ticket.id}/${b.id}`).set(bearer(t.agent.token)).expect(200);
    expect(await ticketTags(t.ticket.id)).toEqual([a.id, b.id].sort((x, y) => x - y));

    const removed = await api().delete(`/ticket-tags/${t.ticket.id}`).set(bearer(t.agent.token));
    expect(removed.status).toBe(200);
    expect(removed.body.tags).toEqual([]);
    expect(await ticketTags(t.ticket.id)).toEqual([]);
  });

  it("answers 404 for another company's ticket or tag, 403 outside the user's queues, 401 without a token", async () => {
    const t = await tagCast();
    const other = await tagCast();
    const mine = await Tag.create({ name: 'Minha', companyId: t.company.id });
    const theirs = await Tag.create({ name: 'Deles', companyId: other.company.id });
    expect((await api().put(`/ticket-tags/${t.ticket.id}/${theirs.id}`).set(bearer(t.admin.token))).status).toBe(404);
    expect((await api().put(`/ticket-tags/${other.ticket.id}/${mine.id}`).set(bearer(t.admin.token))).status).toBe(404);
    expect((await api().delete(`/ticket-tags/${other.ticket.id}`).set(bearer(t.admin.token))).status).toBe(404);
    expect((await api().put(`/ticket-tags/${t.ticket.id}/abc`).set(bearer(t.admin.token))).status).toBe(404);

    const support = await createTicketRow(t.company, { status: 'pending', queueId: t.support.id });
    expect((await api().put(`/ticket-tags/${support.id}/${mine.id}`).set(bearer(t.agent.token))).status).toBe(403);
    expect((await api().delete(`/ticket-tags/${support.id}`).set(bearer(t.agent.token))).status).toBe(403);
    expect((await api().put(`/ticket-tags/${t.ticket.id}/${mine.id}`)).status).toBe(401);
    expect((await api().delete(`/ticket-tags/${t.ticket.id}`)).status).toBe(401);
  });
});
