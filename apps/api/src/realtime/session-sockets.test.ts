import { afterEach, describe, expect, it } from 'vitest';
import { ClientEvents } from '@zapdesk/shared';
import { freezeClock, resetClock, travel } from '../core/clock.js';
import { createRedis } from '../core/redis.js';
import { db } from '../db/sequelize.js';
import { User, type Company } from '../models/index.js';
import { createTicketRow } from '../modules/tickets/ticket-factories.test-kit.js';
import { createSuperUser, createTenant, createUser, TEST_PASSWORD } from '../test/factories.js';
import { freshIp } from '../test/http.js';
import { eventually, useLiveRealtime, type Listener } from '../test/live-realtime.js';
import { TEST_ENV } from '../test/test-env.js';
import { adminsRoom } from './rooms.js';

// Issue 19, row 4: sockets are re-checked. Two http processes' worth of servers (A and B) share Redis through
// the socket.io adapter and the emitter, as `npm start` with WORKERS=2 does; changes go through A's HTTP API
// while the sockets may live on B.

const live = useLiveRealtime({ servers: 2 });
const [a, b] = live.servers;

afterEach(() => {
  resetClock();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Waits until the socket was told its session ended and was disconnected, and prints how long that took (under
 * 100 ms on a quiet machine). No timer ends a socket, only the change's event, so the wait's limit is about a loaded machine.
 */
async function ended(target: Listener, company: Company, since: number): Promise<void> {
  await eventually(() => target.socket.disconnected, 'the server to disconnect the socket', 5000);
  expect(target.received.map((e) => e.event)).toContain(`company-${company.id}-session`);
  const elapsed = Date.now() - since;
  console.info(`session ended → socket told and disconnected in ${elapsed} ms`);
}

/** A company-wide event sent after everything else; returns its name once `watcher` has it (events travel in order). */
async function companyEventSeenBy(watcher: Listener, company: Company, adminToken: string): Promise<string> {
  const event = `company-${company.id}-settings`;
  const before = watcher.received.filter((e) => e.event === event).length;
  await a.http().put('/settings/userRating').set(bearer(adminToken)).send({ value: 'enabled' }).expect(200);
  await eventually(() => watcher.received.filter((e) => e.event === event).length > before, 'the company event');
  return event;
}

async function signIn(email: string) {
  const res = await a.http().post('/auth/login').set('X-Forwarded-For', freshIp()).send({ email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  const cookie = ((res.headers['set-cookie'] as unknown as string[]) ?? []).find((c) => c.startsWith('jrt='))?.split(';')[0] ?? '';
  return { token: res.body.token as string, cookie };
}

describe('row 4: sockets of a deleted, demoted or logged-out user', () => {
  it("a deleted user's socket (on another server) is told and disconnected at once and receives no more company events", async () => {
    const { company, admin, agent } = await createTenant();
    const watcher = await a.followingTickets(admin.token);
    const victim = await b.followingTickets(agent.token);

    const started = Date.now();
    await a.http().delete(`/users/${agent.user.id}`).set(bearer(admin.token)).expect(200);
    await ended(victim, company, started);

    const settingsEvent = await companyEventSeenBy(watcher, company, admin.token);
    expect(victim.received.filter((e) => e.event === settingsEvent)).toEqual([]);
    // Its token opens no new socket either.
    expect(await b.handshake(agent.token)).toBe('ERR_SESSION_EXPIRED');
  });

  it("a demoted admin's sockets are told and disconnected, and a socket with the new profile's token stays out of the admins room", async () => {
    const { company, admin } = await createTenant();
    const demoted = await createUser(company, { profile: 'admin' });
    const session = await signIn(demoted.user.email);
    const onA = await a.followingTickets(session.token);
    const onB = await b.followingTickets(session.token);
    const roomsOnB = () => b.roomsOf(onB.socket);
    expect(roomsOnB()).toContain(adminsRoom(company.id));

    const started = Date.now();
    await a.http().put(`/users/${demoted.user.id}`).set(bearer(admin.token)).send({ profile: 'user' }).expect(200);
    await ended(onA, company, started);
    await ended(onB, company, started);
    expect(await a.handshake(session.token)).toBe('ERR_SESSION_EXPIRED');

    // The web refreshes on the session event and reconnects with the new profile's token.
    const refreshed = await a.http().post('/auth/refresh_token').set('Cookie', session.cookie).expect(200);
    expect(refreshed.body.user.profile).toBe('user');
    const again = await b.followingTickets(refreshed.body.token as string);
    const rooms = b.roomsOf(again.socket);
    expect(rooms).not.toContain(adminsRoom(company.id));
  });

  it("logging out tells and disconnects the user's sockets; another session of the user refreshes and reconnects", async () => {
    const { company, agent } = await createTenant();
    const leaving = await signIn(agent.user.email);
    const staying = await signIn(agent.user.email);
    const leavingSocket = await b.followingTickets(leaving.token);
    const stayingSocket = await a.followingTickets(staying.token);

    const started = Date.now();
    await a.http().delete('/auth/logout').set('Cookie', leaving.cookie).expect(204);
    await ended(leavingSocket, company, started);
    await ended(stayingSocket, company, started);

    expect((await a.http().post('/auth/refresh_token').set('Cookie', leaving.cookie)).status).toBe(401);
    const renewed = await a.http().post('/auth/refresh_token').set('Cookie', staying.cookie).expect(200);
    const back = await a.followingTickets(renewed.body.token as string);
    expect(back.socket.connected).toBe(true);
  });

  it("deactivating a company disconnects its users' sockets, not its super user's nor another company's", async () => {
    const root = await createSuperUser();
    const { company, admin, agent } = await createTenant();
    const other = await createTenant();
    const owner = await createUser(company, { profile: 'admin', super: true });
    const adminSocket = await a.followingTickets(admin.token);
    const agentSocket = await b.followingTickets(agent.token);
    const ownerSocket = await b.followingTickets(owner.token);
    const otherSocket = await b.followingTickets(other.agent.token);

    const started = Date.now();
    await a.http().put(`/companies/${company.id}`).set(bearer(root.token)).send({ status: false }).expect(200);
    await ended(adminSocket, company, started);
    await ended(agentSocket, company, started);
    // The platform's owner and the other company still receive their events.
    await a.http().put('/settings/userRating').set(bearer(other.admin.token)).send({ value: 'enabled' }).expect(200);
    await eventually(() => otherSocket.received.some((e) => e.event === `company-${other.company.id}-settings`), 'the other company event');
    expect(ownerSocket.socket.connected).toBe(true);
    expect(otherSocket.socket.connected).toBe(true);
  });

  it('a socket whose session ended is told and disconnected at its next event, even when no re-check reached its server', async () => {
    const { company, agent } = await createTenant();
    const target = await b.followingTickets(agent.token);
    // Another process raised the version and announced it on the cache channel only.
    await User.increment('tokenVersion', { by: 1, where: { id: agent.user.id, companyId: company.id } });
    const publisher = createRedis();
    await publisher.publish(`${TEST_ENV.REDIS_PREFIX}:session-changes`, JSON.stringify({ userId: agent.user.id }));
    await publisher.quit();
    // The announcement travels asynchronously: each heartbeat is checked against the state as now known.
    const started = Date.now();
    await eventually(
      () => {
        if (target.socket.connected) target.socket.emit(ClientEvents.userStatus);
        return target.socket.disconnected;
      },
      'the socket to be ended at its next event',
      5000,
    );
    await ended(target, company, started);
  });
});

describe('row 4: caps', () => {
  // SOCKETS_PER_USER is 10 by default.
  it('300 sockets for one token: 10 connect (across servers), the rest are refused; closing one frees a place', async () => {
    const { agent } = await createTenant();
    const outcomes = await Promise.all(Array.from({ length: 300 }, (_, i) => (i % 2 ? a : b).handshake(agent.token)));
    expect(outcomes.filter((o) => o === 'connected')).toHaveLength(10);
    expect(outcomes.filter((o) => o === 'ERR_TOO_MANY_SOCKETS')).toHaveLength(290);

    const open = live.sockets().filter((s) => s.connected);
    expect(await a.handshake(agent.token)).toBe('ERR_TOO_MANY_SOCKETS');
    open[0].disconnect();
    await eventually(() => false === open[0].connected, 'the close');
    let outcome = await a.handshake(agent.token);
    // The server frees the place when it sees the close, a moment after the client sent it.
    for (let tries = 0; outcome !== 'connected' && tries < 50; tries++) outcome = await a.handshake(agent.token);
    expect(outcome).toBe('connected');
  });

  it('5,000 joinNotification emits do not each reach the database: repeats are no-ops, floods are refused', async () => {
    const { company, admin } = await createTenant();
    const flooder = await a.followingTickets(admin.token);
    // The limit counts per second of the application clock: held still, the flood falls in one window however long
    // a loaded machine takes to send it.
    freezeClock();
    let queries = 0;
    db().addHook('beforeQuery', 'count-join-reads', () => {
      queries += 1;
    });
    let acks: { ok: boolean }[];
    try {
      acks = await Promise.all(
        Array.from({ length: 5000 }, () => flooder.socket.timeout(20_000).emitWithAck(ClientEvents.joinNotification) as Promise<{ ok: boolean }>),
      );
    } finally {
      db().removeHook('beforeQuery', 'count-join-reads');
    }
    // At most the session state, read once if the handshake's read was not cached yet.
    expect(queries).toBeLessThanOrEqual(1);
    expect(acks.filter((ack) => ack.ok).length).toBeLessThanOrEqual(20);
    expect(acks.filter((ack) => !ack.ok).length).toBeGreaterThanOrEqual(4980);
    // The socket is still there, still in its rooms, and a second later may ask again.
    expect(flooder.socket.connected).toBe(true);
    travel(2000);
    expect(await flooder.socket.timeout(5000).emitWithAck(ClientEvents.joinNotification)).toEqual({ ok: true });
    const ticket = await createTicketRow(company, { status: 'pending' });
    expect(await flooder.socket.timeout(5000).emitWithAck(ClientEvents.joinChatBox, ticket.id)).toEqual({ ok: true });
    queries = 0;
    db().addHook('beforeQuery', 'count-join-reads', () => {
      queries += 1;
    });
    travel(2000);
    const again = await flooder.socket.timeout(5000).emitWithAck(ClientEvents.joinChatBox, ticket.id);
    db().removeHook('beforeQuery', 'count-join-reads');
    expect(again).toEqual({ ok: true });
    expect(queries).toBe(0);
  });
});
