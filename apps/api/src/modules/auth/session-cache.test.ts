import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from '../../core/redis.js';
import { db } from '../../db/sequelize.js';
import { User } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { createTenant } from '../../test/factories.js';
import { TEST_ENV } from '../../test/test-env.js';
import { checkAccessToken } from './check-access-token.js';
import { sessionState, startSessionCache } from './session-cache.js';

// The session check every request and socket event makes: a per-process cache, told of changes on Redis.

const me = (token: string) => api().get('/auth/me').set(bearer(token));

describe('the session check', () => {
  let publisher: ReturnType<typeof createRedis> | undefined;
  afterAll(async () => {
    await publisher?.quit();
  });

  it('hears a change committed by another process on the Redis channel', async () => {
    const { company, agent } = await createTenant();
    await startSessionCache();
    expect((await me(agent.token)).status).toBe(200);
    // Another process raises the version and announces it: nothing of this process's own code runs.
    await User.increment('tokenVersion', { by: 1, where: { id: agent.user.id, companyId: company.id } });
    // Unannounced, the change is not seen yet: the state is cached (which is what the channel is for).
    expect((await me(agent.token)).status).toBe(200);
    publisher = createRedis();
    await publisher.publish(`${TEST_ENV.REDIS_PREFIX}:session-changes`, JSON.stringify({ userId: agent.user.id }));
    const deadline = Date.now() + 1000;
    let status = (await me(agent.token)).status;
    while (status !== 401 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      status = (await me(agent.token)).status;
    }
    expect(status).toBe(401);
  });

  it('costs well under 1 ms of CPU per request once the state is cached, and reads nothing', async () => {
    const { agent } = await createTenant();
    await startSessionCache();
    await checkAccessToken(agent.token);
    let queries = 0;
    const count = () => {
      queries += 1;
    };
    db().addHook('beforeQuery', 'count-session-reads', count);
    const rounds = 20_000;
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < rounds; i++) await checkAccessToken(agent.token);
    const wallMs = (performance.now() - started) / rounds;
    const used = process.cpuUsage(cpu);
    db().removeHook('beforeQuery', 'count-session-reads');
    const cpuMs = (used.user + used.system) / 1000 / rounds;
    const lookupCpu = process.cpuUsage();
    for (let i = 0; i < rounds; i++) await sessionState(agent.user.id);
    const lookup = process.cpuUsage(lookupCpu);
    const lookupMs = (lookup.user + lookup.system) / 1000 / rounds;
    console.info(
      `session check (JWT verify + cached state): ${(cpuMs * 1000).toFixed(1)} µs CPU, ${(wallMs * 1000).toFixed(1)} µs wall per call; ` +
        `the cached state lookup alone: ${(lookupMs * 1000).toFixed(2)} µs CPU`,
    );
    expect(queries).toBe(0);
    expect(cpuMs).toBeLessThan(1);
  });
});
