import { describe, expect, it } from 'vitest';
import { ticketNoteListSchema, ticketNoteSchema } from '@zapdesk/shared';
import { TicketNote } from '../../models/index.js';
import { expectDto } from '../../test/expect-dto.js';
import { api, bearer } from '../../test/http.js';
import { createContact, createTicketRow, ticketsTenant } from '../tickets/ticket-factories.test-kit.js';

const post = (token: string, body: object) => api().post('/ticket-notes').set(bearer(token)).send(body);
const list = (token: string, query: object) => api().get('/ticket-notes/list').query(query).set(bearer(token));

async function noteCast() {
  const t = await ticketsTenant();
  const ticket = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.agent.user.id });
  return { ...t, ticket };
}

describe('POST /ticket-notes and GET /ticket-notes/list', () => {
  it("adds a note signed by the user and lists the ticket contact's notes newest first", async () => {
    const t = await noteCast();
    const first = await post(t.agent.token, { note: 'Cliente prefere contato à tarde', ticketId: t.ticket.id, contactId: t.ticket.contactId });
    expect(first.status).toBe(201);
    expectDto(ticketNoteSchema, first.body);
    expect(first.body).toMatchObject({
      note: 'Cliente prefere contato à tarde',
      ticketId: t.ticket.id,
      contactId: t.ticket.contactId,
      user: { id: t.agent.user.id, name: 'Test User' },
    });
    const second = await post(t.admin.token, { note: 'ok', ticketId: t.ticket.id, contactId: t.ticket.contactId });
    expect(second.status).toBe(201);
    const res = await list(t.agent.token, { ticketId: t.ticket.id, contactId: t.ticket.contactId });
    expect(res.status).toBe(200);
    expectDto(ticketNoteListSchema, res.body);
    expect(res.body.map((n: { id: number }) => n.id)).toEqual([second.body.id, first.body.id]);
  });

  it("validates the note (2+ characters), the ids and that the contact is the ticket's", async () => {
    const t = await noteCast();
    const short = await post(t.agent.token, { note: ' a ', ticketId: t.ticket.id, contactId: t.ticket.contactId });
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('note');
    expect((await post(t.agent.token, { note: 'texto', contactId: t.ticket.contactId })).body.field).toBe('ticketId');
    const stranger = await createContact(t.company);
    const mismatch = await post(t.agent.token, { note: 'texto', ticketId: t.ticket.id, contactId: stranger.id });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.field).toBe('contactId');
    expect((await list(t.agent.token, { ticketId: t.ticket.id })).body.field).toBe('contactId');
  });

  it("answers 404 for another company's ticket, 403 outside the user's queues, 401 without a token", async () => {
    const t = await noteCast();
    const other = await noteCast();
    const foreign = await post(t.admin.token, { note: 'texto', ticketId: other.ticket.id, contactId: other.ticket.contactId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('ERR_NO_TICKET_FOUND');
    expect((await list(t.admin.token, { ticketId: other.ticket.id, contactId: other.ticket.contactId })).status).toBe(404);

    const support = await createTicketRow(t.company, { status: 'pending', queueId: t.support.id });
    expect((await post(t.agent.token, { note: 'texto', ticketId: support.id, contactId: support.contactId })).status).toBe(403);
    expect((await list(t.agent.token, { ticketId: support.id, contactId: support.contactId })).status).toBe(403);
    expect((await api().post('/ticket-notes').send({ note: 'texto' })).status).toBe(401);
    expect((await api().get('/ticket-notes/list')).status).toBe(401);
  });
});

describe('DELETE /ticket-notes/:id', () => {
  it('lets the author or an admin delete a note; 403 for others, 404 for another company, 401 without a token', async () => {
    const t = await noteCast();
    const other = await noteCast();
    const note = await post(t.agent.token, { note: 'apagar', ticketId: t.ticket.id, contactId: t.ticket.contactId });
    const colleague = await api().delete(`/ticket-notes/${note.body.id}`).set(bearer(t.agent2.token));
    expect(colleague.status).toBe(403);
    expect((await api().delete(`/ticket-notes/${note.body.id}`).set(bearer(other.admin.token))).status).toBe(404);
    expect((await api().delete(`/ticket-notes/${note.body.id}`)).status).toBe(401);
    expect((await api().delete(`/ticket-notes/${note.body.id}`).set(bearer(t.agent.token))).status).toBe(200);
    expect(await TicketNote.count({ where: { companyId: t.company.id } })).toBe(0);

    const byAgent = await post(t.agent.token, { note: 'outra', ticketId: t.ticket.id, contactId: t.ticket.contactId });
    expect((await api().delete(`/ticket-notes/${byAgent.body.id}`).set(bearer(t.admin.token))).status).toBe(200);
    expect((await api().delete(`/ticket-notes/${byAgent.body.id}`).set(bearer(t.admin.token))).status).toBe(404);
  });
});
