import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DatabaseError } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../config/env.js';
import { RequestQueries, trackRequestQueries } from '../db/request-queries.js';
import { closeDb, configureDb, db } from '../db/sequelize.js';
import { systemContext } from './context.js';
import { SqlLiterals, preparedStatement, queryRows } from './sql.js';

// The plain-SQL read path (ticket list, conversation history) keeps the guarantees of Sequelize's queries:
// the http process's statement_timeout, cancellation when the request's client goes away, and the same error
// type, which the error handler answers with 503 ERR_QUERY_TIMEOUT.

const ctx = systemContext(1, 'test');
const observer = new pg.Client({ connectionString: env.DATABASE_URL });
const running = async (marker: string) => {
  const { rows } = await observer.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()`,
    [`%pg_sleep%${marker}%`],
  );
  return rows[0].n as number;
};

async function useDb(statementTimeoutMs?: number) {
  await closeDb();
  configureDb({ statementTimeoutMs });
  db();
}

beforeAll(() => observer.connect());
afterAll(async () => {
  await observer.end();
  await closeDb();
  configureDb({});
});

describe('queryRows', () => {
  it('answers rows, prepared statements included (twice on one connection: parsed once)', async () => {
    await useDb();
    const statement = preparedStatement(`test_${randomUUID().slice(0, 8)}`, 'SELECT $1::int + 1 AS n');
    expect(await queryRows(ctx, statement, [1])).toEqual([{ n: 2 }]);
    expect(await queryRows(ctx, statement, [41])).toEqual([{ n: 42 }]);
    expect(await queryRows(ctx, `SELECT 'x'::text AS t`)).toEqual([{ t: 'x' }]);
  });

  it("keeps the one plan of every statement whatever the estimates say (Sequelize keeps Postgres' choice)", async () => {
    await useDb();
    const mode = `SELECT current_setting('plan_cache_mode') AS mode`;
    expect(await queryRows(ctx, preparedStatement(`test_${randomUUID().slice(0, 8)}`, mode), [])).toEqual([{ mode: 'force_generic_plan' }]);
    expect(await queryRows(ctx, mode)).toEqual([{ mode: 'force_generic_plan' }]);
    expect(await db().query(mode, { plain: true })).toEqual({ mode: 'auto' });
    // In a transaction a statement runs on the transaction's connection (Sequelize's), so it sees the transaction's writes.
    expect(await db().transaction((transaction) => queryRows({ ...ctx, transaction }, mode))).toEqual([{ mode: 'auto' }]);
  });

  it('writes values into a plain statement as literals that Postgres reads back unchanged', async () => {
    await useDb();
    const literals = new SqlLiterals();
    const text = `it's \\ a "test" $1 -- /* E'\\'' ção 😀`;
    const day = new Date('2026-11-27T03:04:05.678Z');
    const [row] = await queryRows<{ text: string; day: Date; ids: number[]; none: null; yes: boolean; n: number }>(
      ctx,
      `SELECT ${literals.add(text)}::text AS text, ${literals.add(day)}::timestamptz AS day, ${literals.add([3, -1, 2])}::int[] AS ids,
              ${literals.add(null)}::int AS none, ${literals.add(true)} AS yes, ${literals.add(-42)}::int AS n`,
    );
    expect(row).toEqual({ text, day, ids: [3, -1, 2], none: null, yes: true, n: -42 });
    expect(literals.values).toEqual([]);
    for (const odd of [1.5, Number.NaN, new Date('x'), { a: 1 }, ['1'], undefined]) expect(() => literals.add(odd)).toThrow(TypeError);
  });

  // Both kinds of statement: plain text (the simple protocol) and a named prepared statement.
  const sleeper = (seconds: number, marker: string) => {
    const text = `SELECT pg_sleep(${seconds}) /* ${marker} */`;
    const prepared = preparedStatement(`test_${randomUUID().slice(0, 8)}`, text);
    return [
      { kind: 'plain', run: () => queryRows(ctx, text) },
      { kind: 'prepared', run: () => queryRows(ctx, prepared, []) },
    ];
  };

  it.each(sleeper(30, randomUUID()))(
    'stops a $kind statement at the statement_timeout with the DatabaseError the error handler maps to 503',
    async ({ run }) => {
      await useDb(300);
      const started = Date.now();
      const error = await run().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseError);
      expect(((error as DatabaseError).parent as { code?: string }).code).toBe('57014');
      // Far sooner than the 30 s sleep (a bound a loaded machine cannot reach).
      expect(Date.now() - started).toBeLessThan(10_000);
      // The connection stays usable (the pool keeps it) and the next statement runs.
      expect(await queryRows(ctx, preparedStatement('test_after_timeout', 'SELECT 1 AS one'), [])).toEqual([{ one: 1 }]);
    },
  );

  const marker = randomUUID();
  it.each(sleeper(30, marker))('cancels a $kind statement when the request running it is aborted, and refuses the next', async ({ run }) => {
    await useDb();
    const queries = new RequestQueries();
    const sleeping = trackRequestQueries(queries, run).catch((e: unknown) => e);
    const deadline = Date.now() + 5000;
    while ((await running(marker)) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await running(marker)).toBe(1);
    const aborted = Date.now();
    queries.abort();
    expect(await sleeping).toBeInstanceOf(DatabaseError);
    expect(Date.now() - aborted).toBeLessThan(10_000);
    expect(await running(marker)).toBe(0);
    await expect(trackRequestQueries(queries, () => queryRows(ctx, 'SELECT 1'))).rejects.toThrow('The client closed the request');
  });
});
