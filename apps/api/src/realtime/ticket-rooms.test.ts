import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { User } from '../models/index.js';
import { createTicketRow, ticketsTenant } from '../modules/tickets/ticket-factories.test-kit.js';
import { useLiveRealtime } from '../test/live-realtime.js';
import { adminsRoom, queueRoom, ticketRoom, unqueuedRoom } from './rooms.js';

const live = useLiveRealtime();
const connected = async (token: string) => (await live.listening(token)).socket;

/** Emits and waits for the server's acknowledgement. */
const ask = (socket: Socket, event: string, ...args: unknown[]) => socket.timeout(5000).emitWithAck(event, ...args) as Promise<{ ok: boolean }>;

/** The rooms the server put this socket in (its own id and the platform-wide room aside). */
function roomsOf(socket: Socket): string[] {
  return live
    .roomsOf(socket)
    .filter((room) => room !== socket.id && !room.startsWith('platform:'))
    .sort();
}

describe('ticket rooms', () => {
  it("joins the audience rooms of the socket's own user on joinTickets (known statuses) or joinNotification", async () => {
    const t = await ticketsTenant();
    const socket = await connected(t.agent.token);
    expect(await ask(socket, 'joinTickets', '../company:1')).toEqual({ ok: false });
    expect(roomsOf(socket)).toEqual([`company:${t.company.id}`, `user:${t.agent.user.id}`]);
    expect(await ask(socket, 'joinTickets', 'open')).toEqual({ ok: true });
    expect(roomsOf(socket)).toEqual([`company:${t.company.id}`, queueRoom(t.company.id, t.sales.id), `user:${t.agent.user.id}`]);
    expect(await ask(socket, 'joinNotification')).toEqual({ ok: true });
    expect(roomsOf(socket)).toEqual([`company:${t.company.id}`, queueRoom(t.company.id, t.sales.id), `user:${t.agent.user.id}`]);

    const admin = await connected(t.admin.token);
    expect(await ask(admin, 'joinNotification')).toEqual({ ok: true });
    expect(roomsOf(admin)).toEqual([`company:${t.company.id}`, adminsRoom(t.company.id), `user:${t.admin.user.id}`].sort());

    // Queues and allTicket come from the database, not the token: a change counts on the next join.
    await User.update({ allTicket: 'enabled' }, { where: { id: t.agent2.user.id, companyId: t.company.id } });
    const second = await connected(t.agent2.token);
    expect(await ask(second, 'joinTickets', 'pending')).toEqual({ ok: true });
    expect(roomsOf(second)).toEqual(
      [unqueuedRoom(t.company.id), queueRoom(t.company.id, t.sales.id), `user:${t.agent2.user.id}`, `company:${t.company.id}`].sort(),
    );
  });

  it('joins a chat box only for a ticket of the company the user may open, one chat box at a time', async () => {
    const t = await ticketsTenant();
    const other = await ticketsTenant();
    const mine = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.agent.user.id });
    const pending = await createTicketRow(t.company, { status: 'pending', queueId: t.sales.id });
    const support = await createTicketRow(t.company, { status: 'pending', queueId: t.support.id });
    const foreign = await createTicketRow(other.company, { status: 'pending' });
    const socket = await connected(t.agent.token);

    expect(await ask(socket, 'joinChatBox', String(mine.id))).toEqual({ ok: true });
    expect(roomsOf(socket)).toContain(ticketRoom(t.company.id, mine.id));
    expect(await ask(socket, 'joinChatBox', pending.id)).toEqual({ ok: true });
    expect(roomsOf(socket)).toContain(ticketRoom(t.company.id, pending.id));
    expect(roomsOf(socket)).not.toContain(ticketRoom(t.company.id, mine.id));

    expect(await ask(socket, 'joinChatBox', foreign.id)).toEqual({ ok: false });
    expect(await ask(socket, 'joinChatBox', support.id)).toEqual({ ok: false });
    expect(await ask(socket, 'joinChatBox', 'abc')).toEqual({ ok: false });
    expect(roomsOf(socket).filter((room) => room.includes(':ticket:'))).toEqual([ticketRoom(t.company.id, pending.id)]);

    // Two quick clicks: whatever order the checks finish in, the socket follows the last ticket opened.
    const [, last] = await Promise.all([ask(socket, 'joinChatBox', mine.id), ask(socket, 'joinChatBox', pending.id)]);
    expect(last).toEqual({ ok: true });
    expect(roomsOf(socket).filter((room) => room.includes(':ticket:'))).toEqual([ticketRoom(t.company.id, pending.id)]);

    expect(await ask(socket, 'leaveChatBox', pending.id)).toEqual({ ok: true });
    expect(roomsOf(socket).filter((room) => room.includes(':ticket:'))).toEqual([]);

    const admin = await connected(t.admin.token);
    expect(await ask(admin, 'joinChatBox', support.id)).toEqual({ ok: true });
  });

  it("accepts the client's events without an acknowledgement callback", async () => {
    const t = await ticketsTenant();
    const ticket = await createTicketRow(t.company, { status: 'pending', queueId: t.sales.id });
    const socket = await connected(t.agent.token);
    socket.emit('joinTickets', 'pending');
    socket.emit('joinNotification');
    socket.emit('joinChatBox', `${ticket.id}`);
    const expected = [`company:${t.company.id}`, queueRoom(t.company.id, t.sales.id), ticketRoom(t.company.id, ticket.id), `user:${t.agent.user.id}`].sort();
    const deadline = Date.now() + 5000;
    while (roomsOf(socket).join() !== expected.join() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(roomsOf(socket)).toEqual(expected);
  });
});
