import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { ClientEvents } from '@zapdesk/shared';
import { env } from '../config/env.js';
import { addDays, today } from '../core/clock.js';
import { User } from '../models/index.js';
import { createCompany, createTenant, createUser, TEST_PASSWORD } from '../test/factories.js';
import { freshIp } from '../test/http.js';
import { useLiveRealtime, type ReceivedEvent } from '../test/live-realtime.js';

const { http, listening, handshake } = useLiveRealtime();

/** Resolves when the socket has received an event matching the predicate (or fails after a timeout). */
async function waitForEvent(received: ReceivedEvent[], match: (e: ReceivedEvent) => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = received.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`event not received; got ${JSON.stringify(received.map((e) => e.event))}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('socket handshake', () => {
  it('refuses a missing, forged or expired token with ERR_SESSION_EXPIRED', async () => {
    const { admin, company } = await createTenant();
    const forged = jwt.sign(
      { id: admin.user.id, companyId: company.id, profile: 'admin', super: true, sid: 'x', dueDate: null, companyActive: true },
      'not-the-server-secret-0123456789',
    );
    const expired = jwt.sign(
      {
        id: admin.user.id,
        companyId: company.id,
        profile: 'admin',
        super: false,
        sid: 'x',
        dueDate: company.dueDate,
        companyActive: true,
        exp: Math.floor(Date.now() / 1000) - 60,
      },
      env.JWT_SECRET,
    );
    for (const token of ['', 'garbage', forged, expired]) expect(await handshake(token)).toBe('ERR_SESSION_EXPIRED');
  });

  it('refuses a company whose subscription expired or that is inactive, but not the super user', async () => {
    const expired = await createCompany({ dueDate: addDays(today(), -1) });
    const user = await createUser(expired, { profile: 'admin' });
    expect(await handshake(user.token)).toBe('ERR_SUBSCRIPTION_EXPIRED');
    const inactive = await createCompany({ status: false });
    expect(await handshake((await createUser(inactive)).token)).toBe('ERR_SUBSCRIPTION_EXPIRED');
    const root = await createUser(expired, { profile: 'admin', super: true });
    const { socket } = await listening(root.token);
    expect(socket.connected).toBe(true);
  });
});

describe('socket rooms through the Redis emitter', () => {
  it("delivers a company event to that company's sockets and never to another company's", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const agentA = await listening(a.agent.token);
    const adminB = await listening(b.admin.token);

    await http()
      .put('/settings/userRating')
      .set({ Authorization: `Bearer ${a.admin.token}` })
      .send({ value: 'enabled' })
      .expect(200);
    const got = await waitForEvent(agentA.received, (e) => e.event === `company-${a.company.id}-settings`);
    expect(got.payload).toEqual({ action: 'update', setting: { key: 'userRating', value: 'enabled' } });

    // B's own event travels the same Redis channel after A's: once B has it, A's would have arrived too.
    await http()
      .put('/settings/userRating')
      .set({ Authorization: `Bearer ${b.admin.token}` })
      .send({ value: 'enabled' })
      .expect(200);
    await waitForEvent(adminB.received, (e) => e.event === `company-${b.company.id}-settings`);
    expect(adminB.received.filter((e) => e.event.startsWith(`company-${a.company.id}-`))).toEqual([]);
    expect(agentA.received.filter((e) => e.event.startsWith(`company-${b.company.id}-`))).toEqual([]);
  });

  it("delivers a user-targeted event only to that user's sockets", async () => {
    const { company, admin, agent } = await createTenant();
    const agentSocket = await listening(agent.token);
    const adminSocket = await listening(admin.token);

    // Signing in elsewhere emits company-{id}-auth to the user's room only.
    const login = await http().post('/auth/login').set('X-Forwarded-For', freshIp()).send({ email: agent.user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const got = await waitForEvent(agentSocket.received, (e) => e.event === `company-${company.id}-auth`);
    expect(got.payload).toEqual({ action: 'update', user: { id: agent.user.id }, sessionId: login.body.sessionId });

    // A later company-wide event reaches the admin, proving the auth event had its chance to arrive.
    await http()
      .put('/settings/call')
      .set({ Authorization: `Bearer ${admin.token}` })
      .send({ value: 'disabled' })
      .expect(200);
    await waitForEvent(adminSocket.received, (e) => e.event === `company-${company.id}-settings`);
    expect(adminSocket.received.map((e) => e.event)).not.toContain(`company-${company.id}-auth`);
  });

  it("sends a credential setting to admins' sockets only", async () => {
    const { company, admin, agent } = await createTenant();
    const agentSocket = await listening(agent.token);
    const adminSocket = await listening(admin.token);
    await http()
      .put('/settings/asaas')
      .set({ Authorization: `Bearer ${admin.token}` })
      .send({ value: 'socket-secret-7' })
      .expect(200);
    await waitForEvent(adminSocket.received, (e) => JSON.stringify(e.payload).includes('socket-secret-7'));
    await http()
      .put('/settings/call')
      .set({ Authorization: `Bearer ${admin.token}` })
      .send({ value: 'disabled' })
      .expect(200);
    await waitForEvent(agentSocket.received, (e) => e.event === `company-${company.id}-settings` && JSON.stringify(e.payload).includes('"call"'));
    expect(JSON.stringify(agentSocket.received)).not.toContain('socket-secret-7');
  });
});

describe('userStatus heartbeat', () => {
  it('sets the user online with lastSeenAt and tells the company', async () => {
    const { company, admin, agent } = await createTenant();
    const adminSocket = await listening(admin.token);
    const agentSocket = await listening(agent.token);
    const before = Date.now();
    agentSocket.socket.emit(ClientEvents.userStatus);

    const deadline = Date.now() + 5000;
    let row = await User.findOne({ where: { id: agent.user.id, companyId: company.id } });
    while (!row?.online && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      row = await User.findOne({ where: { id: agent.user.id, companyId: company.id } });
    }
    expect(row?.online).toBe(true);
    expect(row?.lastSeenAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const update = await waitForEvent(adminSocket.received, (e) => e.event === `company-${company.id}-user`);
    expect(update.payload).toMatchObject({ action: 'update', user: { id: agent.user.id, online: true } });
  });
});
