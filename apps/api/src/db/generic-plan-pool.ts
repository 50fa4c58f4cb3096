import pg from 'pg';
import { logger } from '../core/logger.js';

// Connections of their own for our named prepared statements (core/sql.ts#preparedStatement), where Postgres keeps
// the plan it made once. Left to itself (plan_cache_mode = auto) it plans a prepared statement again on every call
// whenever the generic plan is estimated dearer than the plans made for the values seen so far, and those estimates
// move with the table's statistics, that is with *other* companies' data: after another company's 10,000-contact
// campaign, every ticket-list request paid 1.2–1.5 ms of planning (bench/, 0.8 → 2.2 ms of Postgres CPU per request)
// while the generic plan ran as fast or faster. Our named statements are written to have one good plan whatever
// the values (index walks led by the company), so they run where plan_cache_mode forces the generic plan; every
// other statement keeps Postgres' choice on Sequelize's pool (a search's pattern must be planned with its value).

let pool: pg.Pool | undefined;

/**
 * The pool for named prepared statements: the process's database and statement_timeout. Half the size of Sequelize's
 * pool, since both serve the same requests: more backends running at once than the machine has cores only adds
 * CPU (bench/, 50 concurrent ticket-list requests on 2 cores: 10 connections here 1.6–1.8 ms of Postgres CPU per
 * request, 5 connections 1.0–1.2 ms and ~40 % more requests per second).
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
