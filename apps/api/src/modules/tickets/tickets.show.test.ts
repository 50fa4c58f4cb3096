import { describe, expect, it } from 'vitest';
import { User } from '../../models/index.js';
import { ticketSchema } from '@zapdesk/shared';
import { expectDto } from '../../test/expect-dto.js';
import { api, bearer } from '../../test/http.js';
import { createTicketRow, ticketsTenant } from './ticket-factories.test-kit.js';

describe('GET /tickets/:id and /tickets/u/:uuid', () => {
  it('shows a ticket by id and by uuid with its contact, queue, user and connection', async () => {
    const t = await ticketsTenant();
    const ticket = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.agent.user.id, lastMessage: 'Oi' });
    const byId = await api().get(`/tickets/${ticket.id}`).set(bearer(t.agent.token));
    expect(byId.status).toBe(200);
    expectDto(ticketSchema, byId.body);
    expect(byId.body).toMatchObject({
      id: ticket.id,
      uuid: ticket.uuid,
      status: 'open',
      lastMessage: 'Oi',
      unreadMessages: 0,
      isGroup: false,
      contact: { id: ticket.contactId, name: 'Maria Souza' },
      queue: { id: t.sales.id, name: 'Vendas' },
      user: { id: t.agent.user.id },
      whatsapp: { id: t.connection.id },
      tags: [],
    });
    const byUuid = await api().get(`/tickets/u/${ticket.uuid}`).set(bearer(t.agent.token));
    expect(byUuid.status).toBe(200);
    expect(byUuid.body).toEqual(byId.body);
  });

  it("answers 404 for another company's ticket and for ids or uuids that name nothing", async () => {
    const a = await ticketsTenant();
    const b = await ticketsTenant();
    const foreign = await createTicketRow(b.company);
    for (const path of [`/tickets/${foreign.id}`, `/tickets/u/${foreign.uuid}`, '/tickets/abc', '/tickets/u/not-a-uuid', '/tickets/999999999']) {
      const res = await api().get(path).set(bearer(a.admin.token));
      expect(res.status, path).toBe(404);
      expect(res.body.error).toBe('ERR_NO_TICKET_FOUND');
    }
  });

  it("answers 403 to a non-admin outside the ticket's queue who does not own it", async () => {
    const t = await ticketsTenant();
    const support = await createTicketRow(t.company, { status: 'pending', queueId: t.support.id });
    const mineInSupport = await createTicketRow(t.company, { status: 'open', queueId: t.support.id, userId: t.agent.user.id });
    const noQueue = await createTicketRow(t.company, { status: 'pending' });
    const get = (id: number, token = t.agent.token) => api().get(`/tickets/${id}`).set(bearer(token));

    const denied = await get(support.id);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('ERR_NO_PERMISSION');
    expect((await api().get(`/tickets/u/${support.uuid}`).set(bearer(t.agent.token))).status).toBe(403);
    expect((await get(mineInSupport.id)).status).toBe(200);
    expect((await get(support.id, t.admin.token)).status).toBe(200);
    expect((await get(noQueue.id)).status).toBe(403);
    await User.update({ allTicket: 'enabled' }, { where: { id: t.agent.user.id, companyId: t.company.id } });
    expect((await get(noQueue.id)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const t = await ticketsTenant();
    const ticket = await createTicketRow(t.company);
    expect((await api().get(`/tickets/${ticket.id}`)).status).toBe(401);
    expect((await api().get(`/tickets/u/${ticket.uuid}`)).status).toBe(401);
  });
});
