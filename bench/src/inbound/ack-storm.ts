import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { DATABASE_URL } from '../bench-env.js';
import { postAcks, type BenchTenant } from './sandbox-tenant.js';
import type { AppMessageListener } from './socket-listener.js';

export interface AckStormResult {
  acks: number;
  /** Acks per second the API accepted. */
  injectRate: number;
  /** Acks per second applied in Postgres (first injection → the last one stored). */
  appliedRate: number;
  /** Acks per second whose update event reached the socket (first injection → last event). */
  socketRate: number;
  applied: number;
  delivered: number;
}

/**
 * Setup (not measured): `tickets` open tickets each with `perTicket` messages we sent, stored as the outbox
 * leaves them (ack 1) and present in the sandbox phone's outbox under the same WhatsApp ids.
 */
export async function seedSentMessages(tenant: BenchTenant, label: string, tickets: number, perTicket: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { companyId, whatsappId } = tenant;
    await client.query('BEGIN');
    await client.query(
      `WITH c AS (
         INSERT INTO contacts (uuid, name, number, "whatsappId", "companyId", "createdAt", "updatedAt")
         SELECT gen_random_uuid(), 'Cliente ' || g, (5511700000000 + g)::text, $1, $2, now(), now() FROM generate_series(1, $3) g RETURNING id)
       INSERT INTO tickets (uuid, status, "contactId", "whatsappId", "companyId", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), 'open', c.id, $1, $2, now(), now() FROM c`,
      [whatsappId, companyId, tickets],
    );
    const { rows } = await client.query<{ wid: string }>(
      `INSERT INTO messages (wid, "whatsappId", "ticketId", body, "fromMe", ack, read, "companyId", "createdAt", "updatedAt")
       SELECT 'ACK' || $4 || 'T' || t.id || 'N' || n, $1, t.id, 'Resposta ' || n, true, 1, true, $2, now(), now()
         FROM tickets t CROSS JOIN generate_series(1, $3) n WHERE t."companyId" = $2
       RETURNING wid`,
      [whatsappId, companyId, perTicket, label],
    );
    await client.query(
      `INSERT INTO sandbox_messages (id, "whatsappId", "companyId", direction, "chatId", body, ack, "createdAt")
       SELECT m.wid, $1, $2, 'out', c.number || '@s.whatsapp.net', m.body, 1, now()
         FROM messages m JOIN tickets t ON t.id = m."ticketId" JOIN contacts c ON c.id = t."contactId"
        WHERE m."companyId" = $2 AND m.wid LIKE 'ACK' || $3 || '%'`,
      [whatsappId, companyId, label],
    );
    await client.query('COMMIT');
    return rows.map((row) => row.wid);
  } finally {
    await client.end();
  }
}

async function countRead(tenant: BenchTenant, label: string): Promise<number> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM messages WHERE "companyId" = $1 AND wid LIKE 'ACK' || $2 || '%' AND ack >= 3`,
      [tenant.companyId, label],
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

/** The customers' phones read every seeded message at once: lists of `batchSize` acks, `inFlight` requests at a time. */
export async function runAckStorm(
  tenant: BenchTenant,
  listener: AppMessageListener,
  label: string,
  wids: string[],
  pace: { batchSize: number; inFlight: number; stallMs: number },
): Promise<AckStormResult> {
  const start = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < wids.length) {
      const batch = wids.slice(next, next + pace.batchSize);
      next += pace.batchSize;
      await postAcks(
        tenant,
        batch.map((id) => ({ id, ack: 3 })),
      );
    }
  };
  let appliedAt = 0;
  let applied = 0;
  const watching = (async () => {
    let unchanged = performance.now();
    while (applied < wids.length && performance.now() - unchanged < pace.stallMs) {
      await sleep(100);
      const now = await countRead(tenant, label);
      if (now !== applied) {
        applied = now;
        appliedAt = performance.now();
        unchanged = appliedAt;
      }
    }
  })();
  await Promise.all(Array.from({ length: pace.inFlight }, worker));
  const injectedIn = performance.now() - start;
  await Promise.all([watching, listener.waitFor(wids, pace.stallMs, 'read')]);
  const delivered = wids.filter((wid) => listener.readAt.has(wid));
  const lastEvent = Math.max(...delivered.map((wid) => listener.readAt.get(wid)!));
  return {
    acks: wids.length,
    injectRate: (wids.length * 1000) / injectedIn,
    appliedRate: (applied * 1000) / (appliedAt - start),
    socketRate: (delivered.length * 1000) / (lastEvent - start),
    applied,
    delivered: delivered.length,
  };
}
