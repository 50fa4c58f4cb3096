import type { MessageDTO, TicketDTO } from '@zapdesk/shared';
import { describe, expect, it } from 'vitest';
import { api, bearer } from '../../test/http.js';
import { useWhatsappProcess } from '../../test/whatsapp-process.js';
import { inbound, pipelineTenant } from '../messages/testing/pipeline.js';
import { createTicketRow } from './ticket-factories.test-kit.js';

// Issue 18, point 4: the list showed and sorted by updatedAt, so opening a ticket sent it to the top with a new
// time. It shows and sorts by the last message's time (lastMessageAt) now. Sends go through a real whatsapp
// process (the outbox sends after the commit).
useWhatsappProcess();

type Tenant = Awaited<ReturnType<typeof pipelineTenant>>;

async function list(t: Tenant, query: Record<string, string> = {}) {
  const res = await api()
    .get('/tickets')
    .query({ showAll: 'true', ...query })
    .set(bearer(t.admin.token));
  expect(res.status).toBe(200);
  return (res.body as { tickets: TicketDTO[] }).tickets;
}

/** The rows as the list shows them: id and time. */
const rows = (tickets: TicketDTO[]) => tickets.map((ticket) => ({ id: ticket.id, lastMessageAt: ticket.lastMessageAt }));

async function newestMessage(t: Tenant, ticketId: number): Promise<MessageDTO> {
  const res = await api().get(`/messages/${ticketId}`).set(bearer(t.admin.token));
  expect(res.status).toBe(200);
  const messages = (res.body as { messages: MessageDTO[] }).messages;
  return messages[messages.length - 1];
}

describe('GET /tickets orders by the last message', () => {
  it('keeps a ticket in place with its time when it is opened, read and accepted; a new message moves it to the top', async () => {
    const t = await pipelineTenant({ live: true });
    const first = await t.receive(inbound('5511970000001', { body: 'primeira conversa' }));
    const second = await t.receive(inbound('5511970000002', { body: 'segunda conversa' }));
    const [a, b] = [first.ticketId!, second.ticketId!];
    const before = await list(t);
    expect(before.map((ticket) => ticket.id)).toEqual([b, a]);
    // The row's time is its message's.
    expect(before[1].lastMessageAt).toBe((await newestMessage(t, a)).createdAt);

    // Opening the older one, accepting it (pending → open) and reading it as its owner.
    expect((await api().get(`/tickets/${a}`).set(bearer(t.admin.token))).status).toBe(200);
    const accepted = await api().put(`/tickets/${a}`).set(bearer(t.admin.token)).send({ status: 'open', userId: t.admin.user.id });
    expect(accepted.status).toBe(200);
    expect((await api().get(`/messages/${a}`).set(bearer(t.admin.token))).status).toBe(200);
    const opened = await list(t);
    expect(rows(opened)).toEqual(rows(before));
    const ticketA = opened.find((ticket) => ticket.id === a)!;
    expect(ticketA).toMatchObject({ status: 'open', unreadMessages: 0 });
    // updatedAt did move (and the updatedAt filter still reads it): only the order and the shown time ignore it.
    expect(Date.parse(ticketA.updatedAt)).toBeGreaterThan(Date.parse(ticketA.lastMessageAt));
    expect((await list(t, { status: 'open' })).map((ticket) => ticket.id)).toEqual([a]);

    // A customer's new message on A moves it to the top with that message's time.
    await t.receive(inbound('5511970000001', { body: 'voltei' }));
    const answered = await list(t);
    expect(answered.map((ticket) => ticket.id)).toEqual([a, b]);
    expect(answered[0].lastMessageAt).toBe((await newestMessage(t, a)).createdAt);
    expect(Date.parse(answered[0].lastMessageAt)).toBeGreaterThan(Date.parse(ticketA.lastMessageAt));

    // Accepting B leaves it second; our reply on B (stored through the outbox) moves it up.
    expect((await api().put(`/tickets/${b}`).set(bearer(t.admin.token)).send({ status: 'open', userId: t.admin.user.id })).status).toBe(200);
    expect(rows(await list(t))).toEqual(rows(answered));
    const sent = await api().post(`/messages/${b}`).set(bearer(t.admin.token)).send({ body: 'Respondendo' });
    expect(sent.status).toBe(201);
    const replied = await list(t);
    expect(replied.map((ticket) => ticket.id)).toEqual([b, a]);
    expect(replied[0]).toMatchObject({ lastMessage: 'Respondendo', lastMessageAt: (await newestMessage(t, b)).createdAt });
  });

  it('pages by lastMessageAt even when updatedAt says the opposite', async () => {
    const t = await pipelineTenant();
    const base = Date.parse('2026-02-01T12:00:00Z');
    const created = [];
    for (let i = 0; i < 3; i++) {
      // Written last, changed first: updatedAt runs the other way.
      created.push(await createTicketRow(t.company, { lastMessageAt: new Date(base + i * 60_000), updatedAt: new Date(base + (10 - i) * 60_000) }));
    }
    expect((await list(t)).map((ticket) => ticket.id)).toEqual(created.map((ticket) => ticket.id).reverse());
    expect((await list(t, { status: 'pending' })).map((ticket) => ticket.id)).toEqual(created.map((ticket) => ticket.id).reverse());
  });
});
