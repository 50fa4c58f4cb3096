import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../core/context.js';
import { resetClock, travel } from '../core/clock.js';
import { User } from '../models/index.js';
import { setUserOnline } from '../modules/users/set-user-online.js';
import { createTenant } from '../test/factories.js';
import { repeatingJobs } from './index.js';
import { closeQueues, runMaintenanceJobNow, startRepeatingJobs } from './queues.js';
import { setUsersOfflineJob } from './set-users-offline.job.js';

const MINUTE = 60_000;
const reload = (user: User) => User.findOne({ where: { id: user.id, companyId: user.companyId } });

beforeAll(async () => {
  await startRepeatingJobs(repeatingJobs);
});

afterAll(async () => {
  resetClock();
  await closeQueues();
});

describe('maintenance jobs through Bull', () => {
  it('registers the presence sweep every minute', () => {
    expect(repeatingJobs).toContain(setUsersOfflineJob);
    expect(setUsersOfflineJob).toMatchObject({ name: 'set-users-offline', everyMs: MINUTE });
  });

  it('runs set-users-offline: idle users go offline, recent ones stay online', async () => {
    const { company, admin, agent } = await createTenant();
    // The heartbeat happened six minutes ago: move the clock back instead of waiting.
    travel(-6 * MINUTE);
    await setUserOnline(systemContext(company.id, 'test'), agent.user.id);
    resetClock();
    await setUserOnline(systemContext(company.id, 'test'), admin.user.id);
    expect((await reload(agent.user))?.online).toBe(true);

    const result = await runMaintenanceJobNow(setUsersOfflineJob.name);
    expect(typeof result).toBe('number');
    expect((await reload(agent.user))?.online).toBe(false);
    expect((await reload(admin.user))?.online).toBe(true);
  });

  it('rejects a job nobody processes instead of hanging', async () => {
    await expect(runMaintenanceJobNow('no-such-job')).rejects.toThrow(/no-such-job/);
  });
});
