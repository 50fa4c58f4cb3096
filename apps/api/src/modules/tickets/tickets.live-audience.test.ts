import { describe, expect, it } from 'vitest';
import { systemContext } from '../../core/context.js';
import { eventsFor } from '../../test/events.js';
import { api, bearer } from '../../test/http.js';
import { useWhatsappProcess } from '../../test/whatsapp-process.js';
import { receiveEngineEvent } from '../messages/receive-engine-event.js';
import { inbound } from '../messages/testing/pipeline.js';
import { createContact, createTicketRow, ticketsTenant, type TicketsTenant } from './ticket-factories.test-kit.js';

// Which audience each ticket change is published to (the realtime layer turns it into rooms; the sockets
// themselves are tested in src/realtime/ticket-audience.test.ts).

// A customer's message asks a real whatsapp process for the contact's picture (no live session here: ignored).
useWhatsappProcess();

/** The targets of a company's recorded events of one entity, newest last. */
const targetsOf = (t: TicketsTenant, entity: 'ticket' | 'appMessage') =>
  eventsFor(t.company.id)
    .filter((e) => e.event === `company-${t.company.id}-${entity}`)
    .map((e) => e.target);

const audience = (ticketId: number, parts: { userIds?: number[]; queueIds?: number[]; unqueued?: boolean }) => ({
  room: 'ticket',
  audience: { ticketId, userIds: parts.userIds ?? [], queueIds: parts.queueIds ?? [], unqueued: parts.unqueued ?? false },
});

describe('ticket events name the audiences before and after the change', () => {
  it('transfer: the old queue and the new one', async () => {
    const t = await ticketsTenant();
    const ticket = await createTicketRow(t.company, { status: 'pending', queueId: t.sales.id });
    await api().put(`/tickets/${ticket.id}`).set(bearer(t.admin.token)).send({ queueId: t.support.id }).expect(200);
    expect(targetsOf(t, 'ticket').at(-1)).toEqual(audience(ticket.id, { queueIds: [t.sales.id, t.support.id] }));
  });

  it('accept: the queue that waited for it and the agent who took it', async () => {
    const t = await ticketsTenant();
    const ticket = await createTicketRow(t.company, { status: 'pending', queueId: t.sales.id });
    await api().put(`/tickets/${ticket.id}`).set(bearer(t.agent.token)).send({ status: 'open' }).expect(200);
    expect(targetsOf(t, 'ticket').at(-1)).toEqual(audience(ticket.id, { userIds: [t.agent.user.id], queueIds: [t.sales.id] }));
  });

  it('POST /tickets reopening a closed ticket: its previous owner and the new one', async () => {
    const t = await ticketsTenant();
    const contact = await createContact(t.company);
    await createTicketRow(t.company, { contact, status: 'closed', queueId: t.sales.id, userId: t.agent2.user.id });
    const res = await api().post('/tickets').set(bearer(t.agent.token)).send({ contactId: contact.id, queueId: t.sales.id, status: 'open' }).expect(201);
    const owners = [t.agent.user.id, t.agent2.user.id].sort((a, b) => a - b);
    expect(targetsOf(t, 'ticket').at(-1)).toEqual(audience(res.body.id, { userIds: owners }));
  });

  it('delete: whoever saw the ticket when it went', async () => {
    const t = await ticketsTenant();
    const ticket = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.agent.user.id });
    await api().delete(`/tickets/${ticket.id}`).set(bearer(t.admin.token)).expect(200);
    expect(targetsOf(t, 'ticket').at(-1)).toEqual(audience(ticket.id, { userIds: [t.agent.user.id] }));
  });

  it('a customer reopening a closed ticket: its closer drops it, the no-queue audience gets it and the message', async () => {
    const t = await ticketsTenant();
    const contact = await createContact(t.company);
    const ticket = await createTicketRow(t.company, { contact, status: 'closed', queueId: t.sales.id, userId: t.agent.user.id });
    await receiveEngineEvent(systemContext(t.company.id, 'test'), t.connection.id, inbound(contact.number ?? '', { body: 'voltei' }));
    expect(targetsOf(t, 'appMessage').at(-1)).toEqual(audience(ticket.id, { unqueued: true }));
    expect(targetsOf(t, 'ticket').at(-1)).toEqual(audience(ticket.id, { userIds: [t.agent.user.id], unqueued: true }));
  });
});
