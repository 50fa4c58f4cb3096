import pg from 'pg';
import { DATABASE_URL } from '../bench-env.js';

/**
 * $1 companyId: one tracking cycle per seeded ticket, created when the ticket was (closed ones over the last
 * year, open and pending ones in the last week): accepted 0–29 minutes later unless pending, finished 30–119
 * minutes after queueing when closed, one closed cycle in three rated 1 to 3.
 */
const BULK_CYCLES = `
INSERT INTO ticket_trakings ("ticketId", "companyId", "whatsappId", "userId", "queueId", "queuedAt", "startedAt", "finishedAt",
                             rating, "ratingAt", "createdAt", "updatedAt")
SELECT t.id, t."companyId", t."whatsappId", t."userId", t."queueId", t."createdAt",
       CASE WHEN t.status <> 'pending' THEN t."createdAt" + (t.id % 30) * interval '1 minute' END,
       CASE WHEN t.status = 'closed' THEN t."createdAt" + (30 + t.id % 90) * interval '1 minute' END,
       CASE WHEN t.status = 'closed' AND t.id % 3 = 0 THEN 1 + (t.id / 3) % 3 END,
       CASE WHEN t.status = 'closed' AND t.id % 3 = 0 THEN t."createdAt" + interval '2 hours' END,
       t."createdAt", t."updatedAt"
  FROM tickets t
 WHERE t."companyId" = $1 AND NOT EXISTS (SELECT 1 FROM ticket_trakings tt WHERE tt."ticketId" = t.id)`;

/** Gives every seeded ticket of the companies its tracking cycle (once: later runs find them there). */
export async function seedCycles(companyIds: number[]): Promise<number> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    let inserted = 0;
    for (const companyId of companyIds) inserted += (await client.query(BULK_CYCLES, [companyId])).rowCount ?? 0;
    // The visibility map lets the dashboard's range scans stay index-only.
    if (inserted) await client.query('VACUUM ANALYZE ticket_trakings');
    return inserted;
  } finally {
    await client.end();
  }
}

/** The other seeded company (a tenth of the rows), so the dashboard must keep to its tenant there too. */
export async function otherCompanyId(companyId: number): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(`SELECT o.id FROM companies c JOIN companies o ON o.name = c.name || '-other' WHERE c.id = $1`, [
      companyId,
    ]);
    return rows[0]?.id;
  } finally {
    await client.end();
  }
}
