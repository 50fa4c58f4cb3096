import { randomInt } from 'node:crypto';
import pg from 'pg';
import { QueryTypes } from 'sequelize';
import { env } from '../config/env.js';
import { db } from '../db/sequelize.js';
import { logger } from './logger.js';

// Work a process claims (an outbox row it is sending) names the process by a key the process keeps locked
// in Postgres, a session advisory lock on a connection of its own, for as long as it lives. A process that
// dies, however abruptly (SIGKILL, OOM), loses its connection and so the lock at once: whoever reads
// pg_locks knows the claim is abandoned without waiting for a timeout to run out.

/** The advisory lock space of ZapDesk's liveness keys (two-int form: this, then the key). */
export const LIVENESS_NAMESPACE = 23_108;

interface Held {
  key: number;
  client: pg.Client;
}

let held: Promise<Held> | undefined;

/** Connects and takes a free key; a lost connection lets the next claim take a new key on a new connection. */
function hold(): Promise<Held> {
  const attempt: Promise<Held> = (async () => {
    const client = new pg.Client({ connectionString: env.DATABASE_URL, application_name: 'zapdesk-liveness' });
    // Claims under a lost key look abandoned and are sent again, which the WhatsApp id makes harmless.
    const forget = () => {
      if (held === attempt) held = undefined;
    };
    client.on('error', (error) => {
      logger.warn({ err: error }, 'liveness connection lost');
      forget();
    });
    client.on('end', forget);
    await client.connect();
    for (;;) {
      const key = randomInt(1, 2 ** 31 - 1);
      const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [LIVENESS_NAMESPACE, key]);
      if (rows[0]?.ok) return { key, client };
    }
  })();
  held = attempt;
  attempt.catch(() => {
    if (held === attempt) held = undefined;
  });
  return attempt;
}

/** This process's liveness key (taken on first use and held until the process ends). */
export async function livenessKey(): Promise<number> {
  return (await (held ?? hold())).key;
}

/** The liveness keys of every process alive right now (on this database). */
export async function liveKeys(): Promise<Set<number>> {
  const rows = await db().query<{ key: string }>(
    `SELECT objid::bigint AS key FROM pg_locks
      WHERE locktype = 'advisory' AND classid = :namespace AND objsubid = 2 AND granted
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    { replacements: { namespace: LIVENESS_NAMESPACE }, type: QueryTypes.SELECT },
  );
  return new Set(rows.map((row) => Number(row.key)));
}

/** Ends the liveness connection (shutdown): this process's claims look abandoned from now on. */
export async function closeLiveness(): Promise<void> {
  const closing = held;
  held = undefined;
  if (closing) await (await closing).client.end().catch(() => undefined);
}
