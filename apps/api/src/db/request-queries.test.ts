import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { QueryTypes } from 'sequelize';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../config/env.js';
import { createApp } from '../http/app.js';
import { createHttpServer } from '../http/server.js';
import { closeDb, configureDb, db } from './sequelize.js';

// Issue 19 point 5 (its generic part): no query outlives its request. A test-only route runs pg_sleep,
// the slowest valid query there is, through the app's own middleware and the process-wide Sequelize.

const app = createApp({
  mountExtra: (extra) =>
    extra.get('/test/sleep/:seconds/:marker', async (req, res) => {
      // The marker (a UUID) finds this very statement in pg_stat_activity.
      await db().query(`SELECT pg_sleep(${Number(req.params.seconds)}) /* ${req.params.marker.replace(/[^a-f0-9-]/g, '')} */`);
      res.json({ slept: true });
    }),
});

const observer = new pg.Client({ connectionString: env.DATABASE_URL });
const running = async (marker: string) => {
  const { rows } = await observer.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()`,
    [`%pg_sleep%${marker}%`],
  );
  return rows[0].n as number;
};
async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

/** Rebuilds the process-wide Sequelize with the http process's options (main/http.ts does it once at boot). */
async function useDb(statementTimeoutMs?: number) {
  await closeDb();
  configureDb({ statementTimeoutMs });
  db();
}

beforeAll(() => observer.connect());
afterAll(async () => {
  await observer.end();
  configureDb({});
});

describe('statement_timeout for HTTP requests', () => {
  it('is what the http process configures, 5 s unless set', async () => {
    expect(env.HTTP_STATEMENT_TIMEOUT_MS).toBe(5000);
    await useDb(env.HTTP_STATEMENT_TIMEOUT_MS);
    const [row] = await db().query<{ statement_timeout: string }>('SHOW statement_timeout', { type: QueryTypes.SELECT });
    expect(row.statement_timeout).toBe('5s');
  });

  it("ends a request's statement that runs too long with 503 ERR_QUERY_TIMEOUT, not a 500", async () => {
    await useDb(300);
    const started = Date.now();
    const res = await supertest(app).get(`/test/sleep/30/${randomUUID()}`);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ error: 'ERR_QUERY_TIMEOUT' });
    // Far sooner than the 30 s sleep: the timeout ended it (a bound a loaded machine cannot reach).
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('a request its client aborts', () => {
  const server = createHttpServer(app);
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('cancels its running query: pg_stat_activity shows it gone long before the sleep would end', async () => {
    await useDb(); // no statement_timeout: only the abort can end this 30 s sleep early
    const marker = randomUUID();
    const req = httpRequest({ host: '127.0.0.1', port, path: `/test/sleep/30/${marker}` });
    req.on('error', () => undefined);
    req.end();
    await waitFor(async () => (await running(marker)) === 1, 5000);

    req.destroy();
    // Gone within 10 s of a 30 s sleep: the abort ended it (about 20 ms on a quiet machine).
    await waitFor(async () => (await running(marker)) === 0, 10_000);

    // The process still answers, and the pool is healthy (no connection left inside a cancelled statement).
    expect((await supertest(app).get('/health/ready')).body).toMatchObject({ postgres: 'ok' });
    const again = await supertest(app).get(`/test/sleep/0/${randomUUID()}`);
    expect(again.status).toBe(200);
  });
});
