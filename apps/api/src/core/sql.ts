import pg from 'pg';
import { DatabaseError } from 'sequelize';
import { currentRequestQueries } from '../db/request-queries.js';
import { queryRowsPool } from '../db/sequelize.js';
import type { ServiceContext } from './context.js';

// Plain SQL for the read paths where building model instances costs more than the query (the ticket list, the
// conversation history, the dashboard). Outside a transaction every statement runs on the generic-plan pool
// (db/generic-plan-pool.ts); a statement that must be planned for its values writes them into its text
// (SqlLiterals). Every statement names companyId itself: the tenant guard of the models does not see these, so
// the SQL says the tenancy explicitly.

/** A pooled connection as Sequelize holds it (a node-postgres client). */
interface PgClient {
  processID?: number | null;
  query<R>(config: { name?: string; text: string; values?: unknown[] }): Promise<{ rows: R[] }>;
}

type QueryConfig = { name?: string; text: string; values: unknown[] };

/**
 * Sends one statement as Sequelize's own queries go: registered with the request running it (an aborted
 * request cancels it, db/request-queries.ts) and failing with Sequelize's DatabaseError (the error handler
 * answers a statement_timeout with 503 ERR_QUERY_TIMEOUT), under the pool connection's statement_timeout.
 */
async function send<R>(connection: PgClient, config: QueryConfig): Promise<R[]> {
  const queries = currentRequestQueries();
  queries?.started(connection, false);
  try {
    return (await connection.query<R>(config)).rows;
  } catch (error) {
    if (error instanceof Error && 'severity' in error) throw new DatabaseError(Object.assign(error, { sql: config.text }));
    throw error;
  } finally {
    await queries?.finished(connection);
  }
}

/** Where a statement's values go as it is written: `add(value)` answers the SQL that stands for the value. */
export interface SqlValues {
  /** The parameters to send beside the text ($1, $2, …). */
  readonly values: unknown[];
  add(value: unknown): string;
}

/** Numbered parameters, for a prepared statement: `add(value)` answers `$n`. */
export class SqlParams implements SqlValues {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * Values written into the text, for a statement Postgres must plan for its values (a search's pattern, a day's
 * range, a set of tags): the pool runs parameters on generic plans, and a literal is no parameter. NULL, booleans,
 * integers, strings (escaped by node-postgres), dates and lists of integers; anything else is a programming error.
 */
export class SqlLiterals implements SqlValues {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    if (value === null) return 'NULL';
    if (typeof value === 'boolean') return String(value);
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
    if (typeof value === 'string') return pg.escapeLiteral(value);
    if (value instanceof Date && !Number.isNaN(value.getTime())) return `'${value.toISOString()}'`;
    if (Array.isArray(value) && value.every((item) => Number.isSafeInteger(item))) return `'{${value.join(',')}}'`;
    throw new TypeError(`SqlLiterals writes NULL, booleans, integers, strings, dates and integer lists, not ${JSON.stringify(value)}`);
  }
}

/**
 * A statement whose text never changes: each connection parses and plans it once and keeps it (a named
 * prepared statement), which saves most of the CPU of a statement that builds JSON (~1 ms here). Write it so that
 * one plan suits every value (an index walk led by the company): outside a transaction it runs on connections that
 * always keep that generic plan (db/generic-plan-pool.ts).
 */
export interface PreparedStatement {
  name: string;
  text: string;
}

export const preparedStatement = (name: string, text: string): PreparedStatement => ({ name: `zapdesk_${name}`, text });

/**
 * Runs one statement on the context's transaction, or else for the time of the query on a connection of the
 * generic-plan pool. A plain statement takes no parameters: it is planned for the values in its text (SqlLiterals).
 */
export async function queryRows<R>(ctx: ServiceContext, statement: PreparedStatement, values: unknown[]): Promise<R[]>;
export async function queryRows<R>(ctx: ServiceContext, statement: string): Promise<R[]>;
export async function queryRows<R>(ctx: ServiceContext, statement: string | PreparedStatement, values: unknown[] = []): Promise<R[]> {
  const config = typeof statement === 'string' ? { text: statement, values } : { name: statement.name, text: statement.text, values };
  const transactionConnection = (ctx.transaction as unknown as { connection?: PgClient } | undefined)?.connection;
  if (transactionConnection) return send<R>(transactionConnection, config);
  const client = await queryRowsPool().connect();
  let broken: Error | undefined;
  try {
    return await send<R>(client as PgClient, config);
  } catch (error) {
    // A statement Postgres refused leaves the connection usable; any other failure (the connection lost) does not.
    if (!(error instanceof DatabaseError)) broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** A timestamp as the API writes dates (`Date#toISOString`: UTC, milliseconds, truncated like a JS Date). */
export const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A JSON object from SQL expressions named like its keys (`t.id, c.name AS "contactName"`), in that order; with
 * `when`, NULL unless it holds. A row turned into JSON is cheaper for Postgres than json_build_object and
 * writes no spaces (~20% less CPU and ~13% fewer bytes for a page of tickets).
 */
export const jsonRow = (columns: string, when?: string) => `(SELECT r FROM (SELECT ${columns}) r${when ? ` WHERE ${when}` : ''})`;

/** A response body serialized already (by Postgres), typed by what it holds: the route sends the text as it is. */
export class JsonText<T> {
  declare readonly shape?: T;

  constructor(readonly text: string) {}
}
