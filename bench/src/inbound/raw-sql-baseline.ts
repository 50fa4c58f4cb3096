import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { DATABASE_URL } from '../bench-env.js';
import { summarize, type LatencySummary } from '../stats.js';
import type { BenchTenant } from './sandbox-tenant.js';
import type { SimulatedMessage } from './inject.js';

export interface BaselineResult {
  messages: number;
  batchSize: number;
  throughput: number;
  /** Time of one batch's transaction (contacts, tickets, trackings, messages, ticket update). */
  batch: LatencySummary;
}

/** One transaction per batch: the rows the pipeline writes for these messages, with plain pg and unnest. */
async function insertBatch(client: pg.Client, tenant: BenchTenant, batch: SimulatedMessage[], ticketOf: Map<string, number>): Promise<void> {
  const { companyId, whatsappId } = tenant;
  await client.query('BEGIN');
  const newcomers = [...new Map(batch.filter((m) => !ticketOf.has(m.from)).map((m) => [m.from, m.name])).entries()];
  if (newcomers.length) {
    const contacts = await client.query<{ id: number; number: string }>(
      `INSERT INTO contacts (uuid, name, number, "whatsappId", "companyId", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), c.name, c.number, $3, $4, now(), now() FROM unnest($1::text[], $2::text[]) AS c(number, name)
       RETURNING id, number`,
      [newcomers.map(([number]) => number), newcomers.map(([, name]) => name), whatsappId, companyId],
    );
    const tickets = await client.query<{ id: number; contactId: number }>(
      `INSERT INTO tickets (uuid, status, "contactId", "whatsappId", "companyId", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), 'pending', c, $2, $3, now(), now() FROM unnest($1::int[]) AS c RETURNING id, "contactId"`,
      [contacts.rows.map((row) => row.id), whatsappId, companyId],
    );
    await client.query(
      `INSERT INTO ticket_trakings ("ticketId", "companyId", "whatsappId", "queuedAt", "createdAt", "updatedAt")
       SELECT t, $2, $3, now(), now(), now() FROM unnest($1::int[]) AS t`,
      [tickets.rows.map((row) => row.id), companyId, whatsappId],
    );
    const numberOf = new Map(contacts.rows.map((row) => [row.id, row.number]));
    for (const ticket of tickets.rows) ticketOf.set(numberOf.get(ticket.contactId)!, ticket.id);
  }
  await client.query(
    `INSERT INTO messages (wid, "whatsappId", "ticketId", "contactId", body, "mediaType", "companyId", "createdAt", "updatedAt")
     SELECT m.wid, $4, m.ticket, t."contactId", m.body, 'chat', $5, now(), now()
       FROM unnest($1::text[], $2::int[], $3::text[]) AS m(wid, ticket, body) JOIN tickets t ON t.id = m.ticket
     ON CONFLICT DO NOTHING`,
    [batch.map((m) => m.wid), batch.map((m) => ticketOf.get(m.from)), batch.map((m) => m.body), whatsappId, companyId],
  );
  await client.query(
    `UPDATE tickets t SET "lastMessage" = u.body, "lastMessageAt" = now(), "unreadMessages" = t."unreadMessages" + u.n, "updatedAt" = now()
       FROM (SELECT DISTINCT ON (ticket) ticket, body, count(*) OVER (PARTITION BY ticket) AS n
               FROM unnest($1::int[], $2::text[]) WITH ORDINALITY AS m(ticket, body, ord) ORDER BY ticket, ord DESC) u
      WHERE t.id = u.ticket AND t."companyId" = $3`,
    [batch.map((m) => ticketOf.get(m.from)), batch.map((m) => m.body), companyId],
  );
  await client.query('COMMIT');
}

/**
 * The floor under the pipeline: the same contact, ticket, tracking and message rows (and the ticket's
 * last message and unread count) written straight to Postgres in batches, in a company of their own.
 */
export async function runRawSqlBaseline(tenant: BenchTenant, messages: SimulatedMessage[], batchSize: number): Promise<BaselineResult> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const ticketOf = new Map<string, number>();
  const batchTimes: number[] = [];
  const start = performance.now();
  try {
    for (let offset = 0; offset < messages.length; offset += batchSize) {
      const began = performance.now();
      await insertBatch(client, tenant, messages.slice(offset, offset + batchSize), ticketOf);
      batchTimes.push(performance.now() - began);
    }
  } finally {
    await client.end();
  }
  return { messages: messages.length, batchSize, throughput: (messages.length * 1000) / (performance.now() - start), batch: summarize(batchTimes) };
}
