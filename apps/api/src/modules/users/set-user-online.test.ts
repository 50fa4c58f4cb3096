import { afterEach, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/context.js';
import { now, resetClock, travel } from '../../core/clock.js';
import { User } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { createTenant, createUser } from '../../test/factories.js';
import { OFFLINE_AFTER_MS, setIdleUsersOffline, setUserOnline } from './set-user-online.js';

const MINUTE = 60_000;
const reload = (user: User) => User.findOne({ where: { id: user.id, companyId: user.companyId } });

/** Sends a heartbeat as if it had happened `ago` ms before now (the clock moves back, never forward). */
async function heartbeatAgo(user: User, ago: number): Promise<void> {
  travel(-ago);
  try {
    await setUserOnline(systemContext(user.companyId, 'test'), user.id);
  } finally {
    resetClock();
  }
}

afterEach(() => resetClock());

describe('setUserOnline', () => {
  it('marks the user online with lastSeenAt = now and tells the company once', async () => {
    const { company, agent } = await createTenant();
    const before = now().getTime();
    await setUserOnline(systemContext(company.id, 'test'), agent.user.id);
    const row = await reload(agent.user);
    expect(row?.online).toBe(true);
    expect(row?.lastSeenAt?.getTime()).toBeGreaterThanOrEqual(before);

    await setUserOnline(systemContext(company.id, 'test'), agent.user.id);
    const updates = eventsFor(company.id).filter((e) => e.event === `company-${company.id}-user`);
    expect(updates).toHaveLength(1);
    expect(updates[0].payload).toMatchObject({ action: 'update', user: { id: agent.user.id, online: true } });
  });

  it('ignores a user of another company', async () => {
    const a = await createTenant();
    const b = await createTenant();
    await setUserOnline(systemContext(a.company.id, 'test'), b.agent.user.id);
    expect((await reload(b.agent.user))?.online).toBe(false);
  });
});

describe('setIdleUsersOffline', () => {
  it('sets offline users silent for more than five minutes and keeps recent ones online', async () => {
    const { company, admin, agent } = await createTenant();
    const recent = await createUser(company);
    const other = await createTenant();
    await heartbeatAgo(agent.user, OFFLINE_AFTER_MS + MINUTE);
    await heartbeatAgo(other.agent.user, 10 * MINUTE);
    await heartbeatAgo(recent.user, OFFLINE_AFTER_MS - MINUTE);
    await setUserOnline(systemContext(company.id, 'test'), admin.user.id);

    const changed = await setIdleUsersOffline();
    expect(changed).toBeGreaterThanOrEqual(2);
    expect((await reload(agent.user))?.online).toBe(false);
    expect((await reload(other.agent.user))?.online).toBe(false);
    expect((await reload(recent.user))?.online).toBe(true);
    expect((await reload(admin.user))?.online).toBe(true);

    const offline = eventsFor(company.id).filter((e) => e.event === `company-${company.id}-user` && JSON.stringify(e.payload).includes('"online":false'));
    expect(offline.map((e) => e.payload)).toEqual([{ action: 'update', user: expect.objectContaining({ id: agent.user.id, online: false }) }]);
    expect(eventsFor(other.company.id).map((e) => e.payload)).toContainEqual({
      action: 'update',
      user: expect.objectContaining({ id: other.agent.user.id, online: false }),
    });
  });

  it('leaves a user offline and publishes nothing on a second run', async () => {
    const { company, agent } = await createTenant();
    await heartbeatAgo(agent.user, 6 * MINUTE);
    await setIdleUsersOffline();
    const count = eventsFor(company.id).length;
    await setIdleUsersOffline();
    expect(eventsFor(company.id)).toHaveLength(count);
    expect((await reload(agent.user))?.online).toBe(false);
  });
});
