import { describe, expect, it } from 'vitest';
import { Ticket, TicketTraking, User } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { createQueue, createTenant, createUser } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';
import { createConnection, createContact, createTicketRow, ticketEventName, ticketsTenant } from './ticket-factories.test-kit.js';

const post = (token: string, body: object) => api().post('/tickets').set(bearer(token)).send(body);

describe('POST /tickets', () => {
  it('opens a ticket for the contact on the default connection, owned by the caller, with a tracking row and an event', async () => {
    const t = await ticketsTenant();
    const contact = await createContact(t.company);
    const res = await post(t.agent.token, { contactId: contact.id, queueId: t.sales.id, userId: t.agent.user.id, status: 'open' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'open',
      contactId: contact.id,
      userId: t.agent.user.id,
      queueId: t.sales.id,
      whatsappId: t.connection.id,
      contact: { name: 'Maria Souza' },
      queue: { name: 'Vendas' },
    });
    const tracking = await TicketTraking.findAll({ where: { companyId: t.company.id, ticketId: res.body.id } });
    expect(tracking).toHaveLength(1);
    expect(tracking[0]).toMatchObject({ userId: t.agent.user.id, queueId: t.sales.id, whatsappId: t.connection.id, finishedAt: null });
    expect(tracking[0].startedAt).toBeInstanceOf(Date);
    const event = eventsFor(t.company.id).find((e) => e.event === ticketEventName(t.company));
    expect(event?.payload).toMatchObject({ action: 'update', ticket: { id: res.body.id, status: 'open' } });
  });

  it('requires a queue unless the user is admin', async () => {
    const t = await ticketsTenant();
    const contact = await createContact(t.company);
    const refused = await post(t.agent.token, { contactId: contact.id, status: 'open' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'queueId' });
    const byAdmin = await post(t.admin.token, { contactId: contact.id, status: 'open' });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body).toMatchObject({ queueId: null, userId: t.admin.user.id });
  });

  it("answers 409 ERR_OTHER_OPEN_TICKET with who holds it when the contact's ticket is open or pending", async () => {
    const t = await ticketsTenant();
    const held = await createTicketRow(t.company, { status: 'open', userId: t.agent2.user.id, queueId: t.sales.id });
    const res = await post(t.agent.token, { contactId: held.contactId, queueId: t.sales.id, status: 'open' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'ERR_OTHER_OPEN_TICKET', userId: t.agent2.user.id, user: { name: 'Second Agent' }, queue: { name: 'Vendas' } });

    const waiting = await createTicketRow(t.company, { status: 'pending' });
    const pending = await post(t.admin.token, { contactId: waiting.contactId, status: 'open' });
    expect(pending.status).toBe(409);
    expect(pending.body).toMatchObject({ error: 'ERR_OTHER_OPEN_TICKET', userId: null, user: null, queue: null });
  });

  it("reopens the contact's closed ticket on that connection (same row, new tracking cycle)", async () => {
    const t = await ticketsTenant();
    const closed = await createTicketRow(t.company, { status: 'closed', userId: t.admin.user.id, queueId: t.support.id });
    await TicketTraking.create({ ticketId: closed.id, companyId: t.company.id, finishedAt: new Date() });
    const res = await post(t.agent.token, { contactId: closed.contactId, queueId: t.sales.id, status: 'open' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: closed.id, status: 'open', userId: t.agent.user.id, queueId: t.sales.id });
    expect(await TicketTraking.count({ where: { companyId: t.company.id, ticketId: closed.id } })).toBe(2);
  });

  it("uses the connection asked for, else the user's own default, else the company's; 404 when none", async () => {
    const t = await ticketsTenant();
    const second = await createConnection(t.company);
    const contact = await createContact(t.company);
    const chosen = await post(t.admin.token, { contactId: contact.id, whatsappId: second.id, status: 'open' });
    expect(chosen.body.whatsappId).toBe(second.id);
    await User.update({ whatsappId: second.id }, { where: { id: t.agent.user.id, companyId: t.company.id } });
    const own = await post(t.agent.token, { contactId: (await createContact(t.company)).id, queueId: t.sales.id, status: 'open' });
    expect(own.body.whatsappId).toBe(second.id);

    const bare = await createTenant();
    const none = await post(bare.admin.token, { contactId: (await createContact(bare.company)).id, status: 'open' });
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('ERR_NO_DEF_WAPP_FOUND');
  });

  it('lets an admin open the ticket for another user, but not an agent', async () => {
    const t = await ticketsTenant();
    const forAgent = await post(t.admin.token, { contactId: (await createContact(t.company)).id, userId: t.agent.user.id, status: 'open' });
    expect(forAgent.status).toBe(201);
    expect(forAgent.body.userId).toBe(t.agent.user.id);
    const byAgent = await post(t.agent.token, { contactId: (await createContact(t.company)).id, queueId: t.sales.id, userId: t.agent2.user.id });
    expect(byAgent.status).toBe(403);
    expect(byAgent.body.error).toBe('ERR_NO_PERMISSION');
  });

  it("answers 404 for another company's contact, connection or user and 400 for its queue", async () => {
    const a = await ticketsTenant();
    const b = await ticketsTenant();
    const mine = await createContact(a.company);
    const cases: [object, number, string][] = [
      [{ contactId: (await createContact(b.company)).id }, 404, 'ERR_NO_CONTACT_FOUND'],
      [{ contactId: mine.id, whatsappId: b.connection.id }, 404, 'ERR_NO_WAPP_FOUND'],
      [{ contactId: mine.id, userId: (await createUser(b.company)).user.id }, 404, 'ERR_NO_USER_FOUND'],
      [{ contactId: mine.id, queueId: (await createQueue(b.company)).id }, 400, 'ERR_VALIDATION'],
    ];
    for (const [body, status, error] of cases) {
      const res = await post(a.admin.token, { ...body, status: 'open' });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error).toBe(error);
    }
    expect(await Ticket.count({ where: { companyId: a.company.id } })).toBe(0);
  });

  it('validates the body and requires a token', async () => {
    const t = await ticketsTenant();
    const missing = await post(t.admin.token, { status: 'open' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('contactId');
    const closed = await post(t.admin.token, { contactId: 1, status: 'closed' });
    expect(closed.status).toBe(400);
    expect(closed.body.field).toBe('status');
    expect((await api().post('/tickets').send({ contactId: 1 })).status).toBe(401);
  });

  it('lets only one of two simultaneous creations for the same contact win', async () => {
    const t = await ticketsTenant();
    const contact = await createContact(t.company);
    const [a, b] = await Promise.all([
      post(t.agent.token, { contactId: contact.id, queueId: t.sales.id, status: 'open' }),
      post(t.agent2.token, { contactId: contact.id, queueId: t.sales.id, status: 'open' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.error).toBe('ERR_OTHER_OPEN_TICKET');
    expect(await Ticket.count({ where: { companyId: t.company.id, contactId: contact.id } })).toBe(1);
  });
});
