import { describe, expect, it } from 'vitest';
import { createIntegrationRow, createPromptRow } from '../assistants/assistants.test-kit.js';
import { Contact, Ticket, TicketTraking } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { api, bearer } from '../../test/http.js';
import { createTenant } from '../../test/factories.js';
import { createConnection, createTicketRow, createTrackingRow, ticketEventName, ticketsTenant, type TicketsTenant } from './ticket-factories.test-kit.js';

const put = (token: string, id: number, body: object) => api().put(`/tickets/${id}`).set(bearer(token)).send(body);

const tracking = (t: TicketsTenant, ticketId: number) => TicketTraking.findAll({ where: { companyId: t.company.id, ticketId }, order: [['id', 'ASC']] });

const lastTicketEvent = (t: TicketsTenant) =>
  eventsFor(t.company.id)
    .filter((e) => e.event === ticketEventName(t.company))
    .at(-1)?.payload;

describe('PUT /tickets/:id transitions', () => {
  it('accept: pending → open owned by the caller; the cycle records when attendance started', async () => {
    const t = await ticketsTenant();
    const ticket = await createTicketRow(t.company, { status: 'pending', queueId: t.sales.id });
    await createTrackingRow(ticket);
    const res = await put(t.agent.token, ticket.id, { status: 'open', userId: t.agent.user.id, queueId: t.sales.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ticket.id, status: 'open', userId: t.agent.user.id, queueId: t.sales.id, user: { id: t.agent.user.id } });
    const [cycle] = await tracking(t, ticket.id);
    expect(cycle).toMatchObject({ userId: t.agent.user.id, queueId: t.sales.id, finishedAt: null });
    expect(cycle.startedAt).toBeInstanceOf(Date);
    expect(lastTicketEvent(t)).toMatchObject({ action: 'update', ticket: { id: ticket.id, status: 'open', userId: t.agent.user.id } });
  });

  it('accept gives a ticket without a running cycle its tracking row', async () => {
    const t = await ticketsTenant();
    const ticket = await createTicketRow(t.company, { status: 'pending', queueId: t.sales.id });
    expect((await put(t.agent.token, ticket.id, { status: 'open' })).status).toBe(200);
    const rows = await tracking(t, ticket.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: t.agent.user.id, queueId: t.sales.id, whatsappId: t.connection.id });
  });

  it('an open ticket owned by someone else cannot be taken by accepting it: 409 naming the holder', async () => {
    const t = await ticketsTenant();
    const ticket = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.agent2.user.id });
    const res = await put(t.agent.token, ticket.id, { status: 'open', userId: t.agent.user.id, queueId: t.sales.id });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'ERR_OTHER_OPEN_TICKET', userId: t.agent2.user.id, user: { name: 'Second Agent' }, queue: { name: 'Vendas' } });
  });

  it('return: open → pending without an owner, queue kept', async () => {
    const t = await ticketsTenant();
    const ticket = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.agent.user.id });
    await createTrackingRow(ticket);
    const res = await put(t.agent.token, ticket.id, { status: 'pending', userId: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', userId: null, user: null, queueId: t.sales.id });
    expect((await tracking(t, ticket.id))[0].userId).toBeNull();
    expect(lastTicketEvent(t)).toMatchObject({ action: 'update', ticket: { id: ticket.id, status: 'pending' } });
  });

  it('resolve: → closed, owned by the closer, queue kept, integration and prompt cleared, nothing unread, cycle finished', async () => {
    const t = await ticketsTenant();
    const ticket = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.agent.user.id, unreadMessages: 3 });
    const [prompt, integration] = [await createPromptRow(t.company), await createIntegrationRow(t.company)];
    await Ticket.update({ useIntegration: true, promptId: prompt.id, integrationId: integration.id }, { where: { id: ticket.id, companyId: t.company.id } });
    await createTrackingRow(ticket);
    const res = await put(t.admin.token, ticket.id, { status: 'closed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'closed',
      userId: t.admin.user.id,
      queueId: t.sales.id,
      useIntegration: false,
      promptId: null,
      integrationId: null,
      unreadMessages: 0,
    });
    const [cycle] = await tracking(t, ticket.id);
    expect(cycle.finishedAt).toBeInstanceOf(Date);
    expect(cycle.userId).toBe(t.admin.user.id);
  });

  it('resolve works on a pending ticket too, and resolving a closed one again changes nothing', async () => {
    const t = await ticketsTenant();
    const ticket = await createTicketRow(t.company, { status: 'pending', queueId: t.sales.id });
    expect((await put(t.agent.token, ticket.id, { status: 'closed' })).body).toMatchObject({ status: 'closed', userId: t.agent.user.id });
    const events = eventsFor(t.company.id).length;
    expect((await put(t.agent.token, ticket.id, { status: 'closed' })).status).toBe(200);
    expect(eventsFor(t.company.id)).toHaveLength(events);
  });

  it('reopen: closed → open owned by the caller, with a new cycle', async () => {
    const t = await ticketsTenant();
    const ticket = await createTicketRow(t.company, { status: 'closed', queueId: t.sales.id, userId: t.agent2.user.id });
    await TicketTraking.create({ ticketId: ticket.id, companyId: t.company.id, finishedAt: new Date() });
    const res = await put(t.agent.token, ticket.id, { status: 'open', userId: t.agent.user.id, queueId: t.sales.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'open', userId: t.agent.user.id, queueId: t.sales.id });
    const rows = await tracking(t, ticket.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ userId: t.agent.user.id, finishedAt: null });
    expect(rows[1].startedAt).toBeInstanceOf(Date);
  });

  it('keeps integration, prompt and integration id on changes other than closing, and sets them when sent', async () => {
    const t = await ticketsTenant();
    const ticket = await createTicketRow(t.company, { status: 'pending', queueId: t.sales.id });
    const [prompt, integration] = [await createPromptRow(t.company), await createIntegrationRow(t.company)];
    await Ticket.update({ useIntegration: true, promptId: prompt.id, integrationId: integration.id }, { where: { id: ticket.id, companyId: t.company.id } });
    expect((await put(t.agent.token, ticket.id, { status: 'open' })).body).toMatchObject({
      useIntegration: true,
      promptId: prompt.id,
      integrationId: integration.id,
    });
    const changed = await put(t.agent.token, ticket.id, { useIntegration: false, promptId: null });
    expect(changed.body).toMatchObject({ status: 'open', useIntegration: false, promptId: null, integrationId: integration.id });
    const elsewhere = await createPromptRow((await createTenant()).company);
    const refused = await put(t.agent.token, ticket.id, { promptId: elsewhere.id });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('promptId');
    const events = eventsFor(t.company.id).length;
    expect((await put(t.agent.token, ticket.id, { useIntegration: false })).status).toBe(200);
    expect(eventsFor(t.company.id)).toHaveLength(events);
  });
});

describe('PUT /tickets/:id transfer', () => {
  it('to a queue without a user: pending in the new queue, user cleared, cycle follows', async () => {
    const t = await ticketsTenant();
    const ticket = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.agent.user.id });
    await createTrackingRow(ticket);
    const res = await put(t.agent.token, ticket.id, { queueId: t.support.id, status: 'pending', userId: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', userId: null, queueId: t.support.id, queue: { name: 'Suporte' } });
    expect((await tracking(t, ticket.id))[0]).toMatchObject({ queueId: t.support.id, userId: null });
  });

  it('to a queue and a user: open and theirs; to another connection when the contact has no ticket there', async () => {
    const t = await ticketsTenant();
    const second = await createConnection(t.company);
    const ticket = await createTicketRow(t.company, { status: 'pending', queueId: t.sales.id });
    const res = await put(t.agent.token, ticket.id, { queueId: t.support.id, userId: t.agent2.user.id, whatsappId: second.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'open', userId: t.agent2.user.id, queueId: t.support.id, whatsappId: second.id });
    const [cycle] = await tracking(t, ticket.id);
    expect(cycle).toMatchObject({ userId: t.agent2.user.id, queueId: t.support.id, whatsappId: second.id });
    expect(cycle.startedAt).toBeInstanceOf(Date);
  });

  it('to another user in the same queue', async () => {
    const t = await ticketsTenant();
    const ticket = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.agent.user.id });
    const res = await put(t.agent.token, ticket.id, { userId: t.agent2.user.id, queueId: t.sales.id });
    expect(res.body).toMatchObject({ status: 'open', userId: t.agent2.user.id, queueId: t.sales.id });
  });

  it('refuses a connection where the contact already has an active ticket (409) and a transfer without a queue (400)', async () => {
    const t = await ticketsTenant();
    const second = await createConnection(t.company);
    const ticket = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.agent.user.id });
    const contact = await Contact.findOne({ where: { id: ticket.contactId, companyId: t.company.id } });
    await createTicketRow(t.company, { contact: contact!, whatsapp: second, status: 'pending', queueId: t.support.id });
    const busy = await put(t.agent.token, ticket.id, { queueId: t.sales.id, whatsappId: second.id, userId: t.agent.user.id });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ error: 'ERR_OTHER_OPEN_TICKET', queue: { name: 'Suporte' } });

    const noQueue = await createTicketRow(t.company, { status: 'open', userId: t.admin.user.id });
    const res = await put(t.admin.token, noQueue.id, { userId: t.agent.user.id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'queueId' });
  });

  it('answers 400/404 for unknown or foreign queue, user and connection, and for a closed ticket', async () => {
    const t = await ticketsTenant();
    const other = await ticketsTenant();
    const ticket = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.admin.user.id });
    const cases: [object, number, string][] = [
      [{ queueId: other.sales.id }, 400, 'ERR_VALIDATION'],
      [{ queueId: t.support.id, userId: other.agent.user.id }, 404, 'ERR_NO_USER_FOUND'],
      [{ queueId: t.support.id, whatsappId: other.connection.id }, 404, 'ERR_NO_WAPP_FOUND'],
    ];
    for (const [body, status, error] of cases) {
      const res = await put(t.admin.token, ticket.id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error).toBe(error);
    }
    const closed = await createTicketRow(t.company, { status: 'closed', queueId: t.sales.id, userId: t.admin.user.id });
    const res = await put(t.admin.token, closed.id, { queueId: t.support.id });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('status');
  });
});

describe('PUT /tickets/:id refusals', () => {
  it("answers 400 for impossible bodies, 403 outside the user's queues, 404 for another company, 401 without a token", async () => {
    const t = await ticketsTenant();
    const other = await ticketsTenant();
    const closed = await createTicketRow(t.company, { status: 'closed', queueId: t.sales.id, userId: t.agent.user.id });
    const open = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.agent.user.id });
    expect((await put(t.agent.token, closed.id, { status: 'pending' })).body).toMatchObject({ error: 'ERR_VALIDATION', field: 'status' });
    expect((await put(t.agent.token, open.id, { status: 'pending', userId: t.agent.user.id })).body).toMatchObject({ field: 'userId' });
    expect((await put(t.agent.token, open.id, { status: 'archived' })).body).toMatchObject({ field: 'status' });
    expect((await put(t.agent.token, open.id, { queueId: 'abc' })).status).toBe(400);

    const support = await createTicketRow(t.company, { status: 'pending', queueId: t.support.id });
    const denied = await put(t.agent.token, support.id, { status: 'open' });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('ERR_NO_PERMISSION');
    expect((await Ticket.findOne({ where: { id: support.id, companyId: t.company.id } }))?.status).toBe('pending');

    const foreign = await createTicketRow(other.company, { status: 'pending' });
    const missing = await put(t.admin.token, foreign.id, { status: 'open' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('ERR_NO_TICKET_FOUND');
    expect((await api().put(`/tickets/${open.id}`).send({ status: 'closed' })).status).toBe(401);
  });
});

describe('concurrent accept', () => {
  it('two attendants accepting at once: exactly one wins, the other gets 409 naming the winner', async () => {
    const t = await ticketsTenant();
    for (let round = 0; round < 5; round++) {
      const ticket = await createTicketRow(t.company, { status: 'pending', queueId: t.sales.id });
      await createTrackingRow(ticket);
      const [a, b] = await Promise.all([
        put(t.agent.token, ticket.id, { status: 'open', userId: t.agent.user.id, queueId: t.sales.id }),
        put(t.agent2.token, ticket.id, { status: 'open', userId: t.agent2.user.id, queueId: t.sales.id }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
      expect(loser.body).toMatchObject({ error: 'ERR_OTHER_OPEN_TICKET', userId: winner.body.userId });
      const stored = await Ticket.findOne({ where: { id: ticket.id, companyId: t.company.id } });
      expect(stored?.userId).toBe(winner.body.userId);
      expect(await TicketTraking.count({ where: { companyId: t.company.id, ticketId: ticket.id } })).toBe(1);
    }
  });
});

describe('DELETE /tickets/:id', () => {
  it('lets an admin delete a ticket (event after commit); 403 for agents, 404 for another company, 401 without a token', async () => {
    const t = await ticketsTenant();
    const other = await ticketsTenant();
    const ticket = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.agent.user.id });
    const byAgent = await api().delete(`/tickets/${ticket.id}`).set(bearer(t.agent.token));
    expect(byAgent.status).toBe(403);
    expect((await api().delete(`/tickets/${ticket.id}`)).status).toBe(401);
    expect((await api().delete(`/tickets/${ticket.id}`).set(bearer(other.admin.token))).status).toBe(404);

    const res = await api().delete(`/tickets/${ticket.id}`).set(bearer(t.admin.token));
    expect(res.status).toBe(200);
    expect(await Ticket.count({ where: { id: ticket.id, companyId: t.company.id } })).toBe(0);
    expect(lastTicketEvent(t)).toEqual({ action: 'delete', ticketId: ticket.id });
    expect((await api().get(`/tickets/${ticket.id}`).set(bearer(t.admin.token))).status).toBe(404);
  });
});
