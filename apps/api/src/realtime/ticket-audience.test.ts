import { describe, expect, it } from 'vitest';
import { systemContext } from '../core/context.js';
import type { Company, Ticket } from '../models/index.js';
import { inbound } from '../modules/messages/testing/pipeline.js';
import { receiveEngineEvent } from '../modules/messages/receive-engine-event.js';
import {
  createContact,
  createTicketRow,
  joinQueues,
  ticketsTenant,
  type TicketOverrides,
  type TicketsTenant,
} from '../modules/tickets/ticket-factories.test-kit.js';
import { createTenant, createUser, TEST_PASSWORD, type TestUser } from '../test/factories.js';
import { freshIp } from '../test/http.js';
import { eventually, settled, useLiveRealtime, type Listener } from '../test/live-realtime.js';
import { useWhatsappProcess } from '../test/whatsapp-process.js';
import { adminsRoom, queueRoom, ticketRoom, unqueuedRoom } from './rooms.js';

// Live ticket and message events through real sockets and the Redis emitter: each reaches the sockets of
// the users allowed to see the ticket (§10 Tickets, list visibility) and nobody else.

const { http, followingTickets, roomsOf } = useLiveRealtime();
// Pictures, read receipts and automatic messages go to a real whatsapp process.
useWhatsappProcess();

const bearer = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });

/** Settles each company's listeners (settled), one company after the other. */
async function settle(...groups: { company: Company; listeners: Listener[] }[]): Promise<void> {
  for (const { company, listeners } of groups) await settled(company.id, listeners);
}

/** What a listener received about one ticket: `ticket` actions and `appMessage` bodies. */
function about(listener: Listener, company: Company, ticketId: number): string[] {
  return listener.received.flatMap(({ event, payload }) => {
    if (event === `company-${company.id}-ticket`) {
      const id = (payload.ticket as { id: number } | undefined)?.id ?? payload.ticketId;
      return id === ticketId ? [`ticket:${String(payload.action)}`] : [];
    }
    if (event === `company-${company.id}-appMessage`) {
      const message = payload.message as { ticketId: number; body: string };
      return message.ticketId === ticketId ? [`message:${message.body}`] : [];
    }
    return [];
  });
}

/** A ticket whose contact can write in (the customer's number is known). */
async function conversation(t: TicketsTenant, overrides: TicketOverrides): Promise<Ticket & { phone: string }> {
  const contact = await createContact(t.company);
  const ticket = await createTicketRow(t.company, { ...overrides, contact });
  return Object.assign(ticket, { phone: contact.number ?? '' });
}

/** The customer writes in, through the inbound pipeline a connection's messages take. */
async function customerWrites(t: TicketsTenant, ticket: Ticket & { phone: string }, body: string): Promise<void> {
  const result = await receiveEngineEvent(systemContext(t.company.id, 'test'), ticket.whatsappId, inbound(ticket.phone, { body }));
  expect(result).toMatchObject({ outcome: 'created', ticketId: ticket.id });
}

/** A tenant with, besides the sales agents, a support agent and an allTicket user without queues. */
async function audienceTenant() {
  const t = await ticketsTenant();
  const supportAgent = await createUser(t.company, { name: 'Support Agent' });
  await joinQueues(supportAgent.user, [t.support]);
  const allTicketUser = await createUser(t.company, { name: 'All Tickets' });
  await allTicketUser.user.update({ allTicket: 'enabled' });
  return { ...t, supportAgent, allTicketUser };
}

describe("ticket and message events reach the ticket's audience only", () => {
  it("pending tickets go to their queue's agents, no-queue ones to allTicket users, all to admins; never to another company", async () => {
    const t = await audienceTenant();
    const other = await createTenant();
    const [admin, sales, support, allTicket, foreign] = await Promise.all(
      [t.admin, t.agent, t.supportAgent, t.allTicketUser, other.admin].map(followingTickets),
    );
    const inSales = await conversation(t, { status: 'pending', queueId: t.sales.id });
    const inSupport = await conversation(t, { status: 'pending', queueId: t.support.id });
    const unqueued = await conversation(t, { status: 'pending', queueId: null });
    await customerWrites(t, inSales, 'sales please');
    await customerWrites(t, inSupport, 'support please');
    await customerWrites(t, unqueued, 'anyone?');
    await settle({ company: t.company, listeners: [admin, sales, support, allTicket] }, { company: other.company, listeners: [foreign] });

    const seen = (listener: Listener) => [inSales, inSupport, unqueued].map((ticket) => about(listener, t.company, ticket.id));
    const both = (body: string) => [`message:${body}`, 'ticket:update'];
    expect(seen(admin)).toEqual([both('sales please'), both('support please'), both('anyone?')]);
    expect(seen(sales)).toEqual([both('sales please'), [], []]);
    expect(seen(support)).toEqual([[], both('support please'), []]);
    expect(seen(allTicket)).toEqual([[], [], both('anyone?')]);
    expect(foreign.received.filter((e) => e.event.startsWith(`company-${t.company.id}-`))).toEqual([]);
  });

  it('an agent whose queue loses a ticket receives the transfer, then nothing more of it', async () => {
    const t = await audienceTenant();
    const [sales, support] = await Promise.all([t.agent, t.supportAgent].map(followingTickets));
    const ticket = await conversation(t, { status: 'pending', queueId: t.sales.id });

    const moved = await http().put(`/tickets/${ticket.id}`).set(bearer(t.admin)).send({ queueId: t.support.id });
    expect(moved.body).toMatchObject({ status: 'pending', queueId: t.support.id });
    await customerWrites(t, ticket, 'still there?');
    await settle({ company: t.company, listeners: [sales, support] });

    expect(about(sales, t.company, ticket.id)).toEqual(['ticket:update']);
    const transfer = sales.received.find((e) => e.event === `company-${t.company.id}-ticket`);
    expect(transfer?.payload).toMatchObject({ action: 'update', ticket: { id: ticket.id, queueId: t.support.id } });
    expect(about(support, t.company, ticket.id)).toEqual(['ticket:update', 'message:still there?', 'ticket:update']);
  });

  it("an open ticket's messages reach its owner, and another agent only while following the conversation it may open", async () => {
    const t = await audienceTenant();
    const [owner, sameQueue, support] = await Promise.all([t.agent, t.agent2, t.supportAgent].map(followingTickets));
    const ticket = await conversation(t, { status: 'open', queueId: t.sales.id, userId: t.agent.user.id });

    await customerWrites(t, ticket, 'first');
    // The first message's events are delivered before anyone follows the conversation (they travel Redis after the
    // commit, and could otherwise reach the server after the join below).
    await settle({ company: t.company, listeners: [owner] });
    expect(await support.socket.timeout(5000).emitWithAck('joinChatBox', ticket.id)).toEqual({ ok: false });
    expect(await sameQueue.socket.timeout(5000).emitWithAck('joinChatBox', ticket.id)).toEqual({ ok: true });
    await customerWrites(t, ticket, 'second');
    await settle({ company: t.company, listeners: [owner, sameQueue, support] });

    expect(about(owner, t.company, ticket.id)).toEqual(['message:first', 'ticket:update', 'message:second', 'ticket:update']);
    expect(about(sameQueue, t.company, ticket.id)).toEqual(['message:second', 'ticket:update']);
    expect(about(support, t.company, ticket.id)).toEqual([]);
  });

  it('a follower who may no longer open a ticket that changed hands stops receiving its messages', async () => {
    const t = await audienceTenant();
    const [watcher, support] = await Promise.all([t.agent2, t.supportAgent].map(followingTickets));
    const ticket = await conversation(t, { status: 'open', queueId: t.sales.id, userId: t.agent.user.id });
    expect(await watcher.socket.timeout(5000).emitWithAck('joinChatBox', ticket.id)).toEqual({ ok: true });

    const moved = await http().put(`/tickets/${ticket.id}`).set(bearer(t.admin)).send({ queueId: t.support.id, userId: t.supportAgent.user.id });
    expect(moved.body).toMatchObject({ status: 'open', queueId: t.support.id, userId: t.supportAgent.user.id });
    await eventually(() => !roomsOf(watcher.socket).includes(ticketRoom(t.company.id, ticket.id)), 'the watcher to leave the ticket room');
    await customerWrites(t, ticket, 'hello support');
    await settle({ company: t.company, listeners: [watcher, support] });

    expect(about(watcher, t.company, ticket.id)).toEqual(['ticket:update']);
    expect(about(support, t.company, ticket.id)).toEqual(['ticket:update', 'message:hello support', 'ticket:update']);
  });

  it("reading a ticket as its owner sends updateUnread to the ticket's audience", async () => {
    const t = await audienceTenant();
    const [owner, admin, sameQueue] = await Promise.all([t.agent, t.admin, t.agent2].map(followingTickets));
    const ticket = await conversation(t, { status: 'open', queueId: t.sales.id, userId: t.agent.user.id });
    await customerWrites(t, ticket, 'unread one');

    expect((await http().get(`/messages/${ticket.id}`).set(bearer(t.agent))).status).toBe(200);
    await settle({ company: t.company, listeners: [owner, admin, sameQueue] });

    const unread = { event: `company-${t.company.id}-ticket`, payload: { action: 'updateUnread', ticketId: ticket.id } };
    expect(owner.received).toContainEqual(unread);
    expect(admin.received).toContainEqual(unread);
    expect(about(sameQueue, t.company, ticket.id)).toEqual([]);
  });
});

describe('audience rooms follow the user', () => {
  it("re-syncs a connected user's rooms when their queues, allTicket or profile change, and empties them when deleted", async () => {
    const t = await audienceTenant();
    const agent = await followingTickets(t.agent);
    const audience = () =>
      roomsOf(agent.socket)
        .filter((room) => room.includes(':queue:') || room.endsWith(':admins') || room.endsWith(':allTicket'))
        .sort();
    expect(audience()).toEqual([queueRoom(t.company.id, t.sales.id)]);
    const colleagues = await conversation(t, { status: 'open', queueId: t.sales.id, userId: t.agent2.user.id });
    expect(await agent.socket.timeout(5000).emitWithAck('joinChatBox', colleagues.id)).toEqual({ ok: true });

    const put = (body: object) => http().put(`/users/${t.agent.user.id}`).set(bearer(t.admin)).send(body).expect(200);
    await put({ queueIds: [t.support.id] });
    await eventually(() => audience().join() === queueRoom(t.company.id, t.support.id), 'the support queue room only');
    // Out of the sales queue, the agent may no longer open a colleague's sales ticket: they stop following it.
    await eventually(() => !roomsOf(agent.socket).includes(ticketRoom(t.company.id, colleagues.id)), "leaving the colleague's chat box");

    const inSales = await conversation(t, { status: 'pending', queueId: t.sales.id });
    const inSupport = await conversation(t, { status: 'pending', queueId: t.support.id });
    await customerWrites(t, inSales, 'to sales');
    await customerWrites(t, inSupport, 'to support');
    await settle({ company: t.company, listeners: [agent] });
    expect(about(agent, t.company, inSales.id)).toEqual([]);
    expect(about(agent, t.company, inSupport.id)).toEqual(['message:to support', 'ticket:update']);

    await put({ allTicket: 'enabled' });
    await eventually(() => audience().includes(unqueuedRoom(t.company.id)), 'the allTicket room');
    // A new profile ends the session: the old token's socket is told and disconnected; the next one, opened
    // with a token of the new profile, follows the admins.
    await put({ profile: 'admin', queueIds: [] });
    await eventually(() => agent.socket.disconnected, 'the socket of the old profile disconnected');
    expect(agent.received.map((e) => e.event)).toContain(`company-${t.company.id}-session`);
    const login = await http().post('/auth/login').set('X-Forwarded-For', freshIp()).send({ email: t.agent.user.email, password: TEST_PASSWORD }).expect(200);
    const promoted = await followingTickets({ ...t.agent, token: login.body.token as string });
    const promotedAudience = () =>
      roomsOf(promoted.socket)
        .filter((room) => room.includes(':queue:') || room.endsWith(':admins') || room.endsWith(':allTicket'))
        .sort();
    expect(promotedAudience()).toEqual([adminsRoom(t.company.id), unqueuedRoom(t.company.id)]);

    await http().delete(`/users/${t.agent.user.id}`).set(bearer(t.admin)).expect(200);
    await eventually(() => promoted.socket.disconnected && promotedAudience().length === 0, 'no audience room after the deletion');
  });
});
