import { describe, expect, it } from 'vitest';
import { kanbanTicketsSchema } from '@zapdesk/shared';
import { expectDto } from '../../test/expect-dto.js';
import { Tag, TicketTag } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { createQueue, createTenant } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';
import { addMessage, createConnection, createTicketRow, joinQueues, ticketEventName, ticketsTenant } from '../tickets/ticket-factories.test-kit.js';

const ids = (body: { tickets: { id: number }[] }) => body.tickets.map((ticket) => ticket.id).sort((a, b) => a - b);
const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);
const queueIds = (...values: number[]) => ({ queueIds: JSON.stringify(values) });

describe('GET /ticket/kanban', () => {
  it('lists the open and pending tickets of the queues asked for, with contact, last message and tags', async () => {
    const t = await ticketsTenant();
    const lane = await Tag.create({ name: 'Em negociação', color: '#FF9900', kanban: 1, companyId: t.company.id });
    const open = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.agent.user.id, lastMessage: 'Quero um orçamento' });
    await addMessage(open, 'Quero um orçamento');
    await TicketTag.create({ ticketId: open.id, tagId: lane.id });
    const pending = await createTicketRow(t.company, { status: 'pending', queueId: t.sales.id });
    await createTicketRow(t.company, { status: 'closed', queueId: t.sales.id });
    const support = await createTicketRow(t.company, { status: 'pending', queueId: t.support.id });

    const res = await api().get('/ticket/kanban').query(queueIds(t.sales.id)).set(bearer(t.agent.token));
    expect(res.status).toBe(200);
    expectDto(kanbanTicketsSchema, res.body);
    expect(res.body.hasMore).toBe(false);
    expect(ids(res.body)).toEqual(sorted(open.id, pending.id));
    const card = res.body.tickets.find((ticket: { id: number }) => ticket.id === open.id);
    expect(card).toMatchObject({
      uuid: open.uuid,
      status: 'open',
      lastMessage: 'Quero um orçamento',
      contact: { name: 'Maria Souza', number: expect.any(String) },
      tags: [{ id: lane.id, name: 'Em negociação', color: '#FF9900' }],
    });

    // Admins see the queues they ask for, or every open and pending ticket when they name none.
    expect(ids((await api().get('/ticket/kanban').query(queueIds(t.support.id)).set(bearer(t.admin.token))).body)).toEqual([support.id]);
    const unqueued = await createTicketRow(t.company, { status: 'pending' });
    expect(ids((await api().get('/ticket/kanban').set(bearer(t.admin.token))).body)).toEqual(sorted(open.id, pending.id, support.id, unqueued.id));
  });

  it('orders the cards as the ticket list does: newest last message first, whatever changed the ticket since', async () => {
    const t = await ticketsTenant();
    const base = Date.parse('2026-02-01T12:00:00Z');
    // The older conversation was opened (updatedAt) after the newer one's last message.
    const older = await createTicketRow(t.company, {
      status: 'open',
      queueId: t.sales.id,
      lastMessageAt: new Date(base),
      updatedAt: new Date(base + 3_600_000),
    });
    const newer = await createTicketRow(t.company, { status: 'pending', queueId: t.sales.id, updatedAt: new Date(base + 60_000) });
    const res = await api().get('/ticket/kanban').query(queueIds(t.sales.id)).set(bearer(t.admin.token));
    expect(res.body.tickets.map((ticket: { id: number }) => ticket.id)).toEqual([newer.id, older.id]);
    expect(res.body.tickets[0].lastMessageAt).toBe(new Date(base + 60_000).toISOString());
  });

  it('limits non-admins to their own queues (§6) whatever they ask for', async () => {
    const t = await ticketsTenant();
    const sales = await createTicketRow(t.company, { status: 'pending', queueId: t.sales.id });
    await createTicketRow(t.company, { status: 'pending', queueId: t.support.id });
    const asked = await api().get('/ticket/kanban').query(queueIds(t.sales.id, t.support.id)).set(bearer(t.agent.token));
    expect(ids(asked.body)).toEqual([sales.id]);
    expect(ids((await api().get('/ticket/kanban').set(bearer(t.agent.token))).body)).toEqual([sales.id]);
    expect((await api().get('/ticket/kanban').query(queueIds(t.support.id)).set(bearer(t.agent.token))).body).toEqual({ tickets: [], hasMore: false });
  });

  it("never shows another company's tickets, even for its queue ids", async () => {
    const t = await ticketsTenant();
    const other = await ticketsTenant();
    await createTicketRow(other.company, { status: 'pending', queueId: other.sales.id });
    const res = await api().get('/ticket/kanban').query(queueIds(other.sales.id)).set(bearer(t.admin.token));
    expect(res.body).toEqual({ tickets: [], hasMore: false });
  });

  it('answers 400 for queueIds that are not a JSON array of at most 100 ids, 401 without a token', async () => {
    const t = await ticketsTenant();
    const tooMany = JSON.stringify(Array.from({ length: 101 }, (_, i) => i + 1));
    for (const value of ['1,2', '["a"]', '{"id":1}', '[-1]', tooMany]) {
      const res = await api().get('/ticket/kanban').query({ queueIds: value }).set(bearer(t.admin.token));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: expect.stringMatching(/^queueIds/) });
    }
    expect((await api().get('/ticket/kanban')).status).toBe(401);
  });
});

describe('the plan flag useKanban', () => {
  it("is enforced by the API on the board's routes: 403 when the plan has it off", async () => {
    const t = await createTenant({ plan: { useKanban: false } });
    await createConnection(t.company, { isDefault: true });
    const queue = await createQueue(t.company);
    await joinQueues(t.agent.user, [queue]);
    await Tag.create({ name: 'Lane', kanban: 1, companyId: t.company.id });
    for (const token of [t.admin.token, t.agent.token]) {
      const board = await api().get('/ticket/kanban').query(queueIds(queue.id)).set(bearer(token));
      expect(board.status).toBe(403);
      expect(board.body.error).toBe('ERR_NO_PERMISSION');
      expect((await api().get('/tags/kanban').set(bearer(token))).status).toBe(403);
    }
    // The rest of the tags screen does not depend on the kanban.
    expect((await api().get('/tags').set(bearer(t.agent.token))).status).toBe(200);
  });
});

describe('GET /tags/kanban', () => {
  it("lists the company's kanban tags in lane order (creation order)", async () => {
    const t = await createTenant();
    const other = await createTenant();
    const second = await Tag.create({ name: 'B lane', kanban: 1, color: '#00FF00', companyId: t.company.id });
    await Tag.create({ name: 'Not a lane', kanban: 0, companyId: t.company.id });
    const third = await Tag.create({ name: 'A lane', kanban: 1, companyId: t.company.id });
    await Tag.create({ name: 'Their lane', kanban: 1, companyId: other.company.id });
    const res = await api().get('/tags/kanban').set(bearer(t.agent.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: second.id, name: 'B lane', color: '#00FF00', kanban: 1 },
      { id: third.id, name: 'A lane', color: '#5C59A0', kanban: 1 },
    ]);
    expect((await api().get('/tags/kanban')).status).toBe(401);
  });
});

describe('moving a card: DELETE /ticket-tags/:ticketId then PUT /ticket-tags/:ticketId/:tagId', () => {
  it("swaps the kanban lane, keeps the ticket's other tags and publishes each step so boards stay live", async () => {
    const t = await ticketsTenant();
    const from = await Tag.create({ name: 'Lane A', kanban: 1, companyId: t.company.id });
    const to = await Tag.create({ name: 'Lane B', kanban: 1, companyId: t.company.id });
    const label = await Tag.create({ name: 'VIP', kanban: 0, companyId: t.company.id });
    const ticket = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.agent.user.id });
    await TicketTag.bulkCreate([
      { ticketId: ticket.id, tagId: from.id },
      { ticketId: ticket.id, tagId: label.id },
    ]);
    const before = eventsFor(t.company.id).length;

    const removed = await api().delete(`/ticket-tags/${ticket.id}`).set(bearer(t.agent.token));
    expect(removed.status).toBe(200);
    expect(removed.body.tags).toEqual([{ id: label.id, name: 'VIP', color: '#5C59A0' }]);
    const added = await api().put(`/ticket-tags/${ticket.id}/${to.id}`).set(bearer(t.agent.token));
    expect(added.status).toBe(200);
    expect(added.body.tags.map((tag: { name: string }) => tag.name).sort()).toEqual(['Lane B', 'VIP']);

    const published = eventsFor(t.company.id)
      .slice(before)
      .filter((e) => e.event === ticketEventName(t.company));
    expect(published.map((e) => (e.payload as { ticket: { tags: { id: number }[] } }).ticket.tags.map((tag) => tag.id).sort((a, b) => a - b))).toEqual([
      [label.id],
      sorted(to.id, label.id),
    ]);
    // The board of whoever follows the ticket (its owner, the admins) receives both steps.
    expect(published[0].target).toMatchObject({ room: 'ticket', audience: { ticketId: ticket.id, userIds: [t.agent.user.id] } });
  });
});
