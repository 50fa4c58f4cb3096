import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { Sequelize } from 'sequelize-typescript';
import { env } from '../config/env.js';
import { logger } from '../core/logger.js';

/** The part of a pg client this module reads: the server process running its statements. */
interface Backend {
  processID?: number | null;
}

/** A query started for a request whose client had already gone: it is not sent at all. */
export class RequestAbortedError extends Error {
  constructor() {
    super('The client closed the request');
    this.name = 'RequestAbortedError';
  }
}

/**
 * The statements one HTTP request has running, so that a request its client aborts cancels them
 * (`pg_cancel_backend`) instead of leaving Postgres busy for nobody.
 */
export class RequestQueries {
  private readonly running = new Set<Backend>();
  private readonly cancelling = new Map<Backend, Promise<void>>();
  private closed = false;

  get aborted(): boolean {
    return this.closed;
  }

  /**
   * A statement starts. Once the client is gone new statements are refused, except the COMMIT or ROLLBACK
   * that ends a transaction: a connection must never go back to the pool inside one.
   */
  started(connection: Backend, endsTransaction: boolean): void {
    if (this.closed && !endsTransaction) throw new RequestAbortedError();
    this.running.add(connection);
  }

  /** Waits for a cancel sent to this connection, so the pool never hands it to another request meanwhile. */
  async finished(connection: Backend): Promise<void> {
    this.running.delete(connection);
    await this.cancelling.get(connection);
    this.cancelling.delete(connection);
  }

  /** The client went away: cancel what runs now; later queries of the request are refused. */
  abort(): void {
    if (this.closed) return;
    this.closed = true;
    for (const connection of this.running) {
      if (connection.processID) this.cancelling.set(connection, cancelBackend(connection.processID));
    }
  }
}

const scopes = new AsyncLocalStorage<RequestQueries>();

/** Runs `work` (the rest of a request's handling) with its queries tracked in `queries`. */
export function trackRequestQueries<T>(queries: RequestQueries, work: () => T): T {
  return scopes.run(queries, work);
}

/** The queries of the request being handled, if any (jobs and sockets have none). */
export const currentRequestQueries = (): RequestQueries | undefined => scopes.getStore();

/**
 * Cancels a backend's running statement from a connection of its own: the pool may be full of the very
 * queries being cancelled. Postgres ignores a cancel that reaches a backend already idle.
 */
async function cancelBackend(pid: number): Promise<void> {
  const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT pg_cancel_backend($1)', [pid]);
  } catch (error) {
    logger.warn({ err: error, pid }, 'could not cancel the query of an aborted request');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Registers every statement sent inside a request scope with that request (see RequestQueries). */
export function installRequestQueryTracking(sequelize: Sequelize): void {
  sequelize.addHook('beforeQuery', (options, query) => {
    const endsTransaction = (options as { completesTransaction?: boolean }).completesTransaction === true;
    scopes.getStore()?.started((query as unknown as { connection: Backend }).connection, endsTransaction);
  });
  sequelize.addHook('afterQuery', async (_options, query) => {
    await scopes.getStore()?.finished((query as unknown as { connection: Backend }).connection);
  });
}
