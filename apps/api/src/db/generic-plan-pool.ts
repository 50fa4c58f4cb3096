import pg from 'pg';
import { logger } from '../core/logger.js';

// Connections of their own for our plain-SQL read paths (core/sql.ts#queryRows), where Postgres keeps the plan it
// made once for a named prepared statement. Left to itself (plan_cache_mode = auto) it plans a prepared statement
// again on every call whenever the generic plan is estimated dearer than the plans made for the values seen so far,
// and those estimates move with the table's statistics, that is with *other* companies' data: after another
// company's 10,000-contact campaign, every ticket-list request paid 1.2–1.5 ms of planning (bench/, 0.8 → 2.2 ms of
// Postgres CPU per request) while the generic plan ran as fast or faster. Our named statements are written to have
// one good plan whatever the values (index walks led by the company); a statement that must be planned for its
// values (a search's pattern) writes them as literals (core/sql.ts#SqlLiterals), which no plan cache mode touches.
// Sequelize's own queries keep its pool and Postgres' choice.

let pool: pg.Pool | undefined;

/**
 * The pool for queryRows: the process's database and statement_timeout. Half the size of Sequelize's pool, since
 * both serve the same requests: more backends running at once than the machine has cores only adds CPU (bench/,
 * 50 concurrent requests on 2 cores: ticket tabs cost 1.6–1.8 ms of Postgres CPU each with 10 connections here and
 * 1.0–1.2 with 5; a search 6.4–7.9 ms while its plain statement ran on Sequelize's 10 beside these 5, 3.7–4.9 once
 * every statement of the list ran on these 5).
 */
export function genericPlanPool(url: string, statementTimeoutMs?: number): pg.Pool {
  if (pool) return pool;
  pool = new pg.Pool({
    connectionString: url,
    max: 5,
    idleTimeoutMillis: 10_000,
    options: '-c plan_cache_mode=force_generic_plan',
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle connection the server closes (restart, admin) must not crash the process: the pool drops it.
  pool.on('error', (error) => logger.warn({ err: error }, 'an idle connection of the prepared statements pool failed'));
  return pool;
}

export async function closeGenericPlanPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.end();
}
