import { describe, expect, it } from 'vitest';
import { fetchKanbanTickets, fetchNotificationTickets, fetchTicketByUuid, fetchTickets, syncTicketTags, updateTicket } from '../resources/tickets/api';
import { expectChecked, seed, signInAs } from './kit';

// The ticket fetchers against the real API: each answer is checked against the shared ticket schemas as it
// arrives (setup.ts); these tests say which answers they read and what the seeded company makes them hold.

describe('ticket fetchers against the API', () => {
  it('GET /tickets and the notifications: the seeded open ticket with its contact, queue, user, connection and tags', async () => {
    const page = await fetchTickets({ status: 'open', showAll: 'true' });
    expect(page).toMatchObject({ count: 1, hasMore: false });
    const [ticket] = page.tickets;
    expect(ticket).toMatchObject({
      id: seed.ticket.id,
      status: 'open',
      lastMessage: 'Seu pedido saiu.',
      contact: { id: seed.contactId, name: 'Maria Contrato' },
      queue: { id: seed.queueId, name: 'Vendas' },
      user: { id: seed.admin.id, name: 'Ana Contrato' },
      whatsapp: { id: seed.connectionId, name: 'Sandbox' },
    });
    expect(ticket.tags.map((tag) => tag.id).sort()).toEqual([seed.tagId, seed.laneId].sort());

    const bell = await fetchNotificationTickets();
    expect(bell.pending).toEqual([]);
    expectChecked('GET /tickets');
  });

  it('GET /tickets/u/:uuid and GET /ticket/kanban: the same ticket, to the agent of its queue too', async () => {
    signInAs('agent');
    const shown = await fetchTicketByUuid(seed.ticket.uuid);
    expect(shown).toMatchObject({ id: seed.ticket.id, uuid: seed.ticket.uuid, queueId: seed.queueId });
    const board = await fetchKanbanTickets([seed.queueId]);
    expect(board.tickets.map((t) => t.id)).toEqual([seed.ticket.id]);
    expectChecked(`GET /tickets/u/${seed.ticket.uuid}`, 'GET /ticket/kanban');
  });

  it('PUT /tickets/:id and POST /tags/sync answer the ticket DTO', async () => {
    const { tickets } = await fetchTickets({ status: 'open', showAll: 'true' });
    const ticket = tickets[0];
    // Same owner and status: the answer is the ticket as it stands, nothing moves for the other files.
    const updated = await updateTicket(ticket.id, { status: 'open', userId: seed.admin.id });
    expect(updated).toMatchObject({ id: ticket.id, status: 'open', userId: seed.admin.id });
    const tagged = await syncTicketTags(
      ticket.id,
      ticket.tags.map(({ id }) => ({ id })),
    );
    expect(tagged.tags).toHaveLength(2);
    expectChecked(`PUT /tickets/${ticket.id}`, 'POST /tags/sync');
  });
});
