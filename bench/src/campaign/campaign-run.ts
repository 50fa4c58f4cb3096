import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { API_URL, DATABASE_URL } from '../bench-env.js';
import type { BenchTenant } from '../inbound/sandbox-tenant.js';

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A contact list of `contacts` numbers already checked on WhatsApp (the background check is paced per connection and
 * not what this measures), and campaign settings with every interval at 0: the engine as fast as it goes.
 */
export async function seedCampaignList(tenant: BenchTenant, contacts: number): Promise<number> {
  return withClient(async (client) => {
    const {
      rows: [{ id }],
    } = await client.query<{ id: number }>(
      `INSERT INTO contact_lists (name, "companyId", "createdAt", "updatedAt") VALUES ('Bench', $1, now(), now()) RETURNING id`,
      [tenant.companyId],
    );
    await client.query(
      `INSERT INTO contact_list_items (name, number, email, "isWhatsappValid", "contactListId", "companyId", "createdAt", "updatedAt")
       SELECT 'Cliente ' || n, '5521' || (900000000 + n), '', true, $1, $2, now(), now() FROM generate_series(0, $3 - 1) n`,
      [id, tenant.companyId, contacts],
    );
    await client.query(`UPDATE settings SET value = 'true' WHERE "companyId" = $1 AND key = 'campaignsEnabled'`, [tenant.companyId]);
    for (const key of ['messageInterval', 'longerIntervalAfter', 'greaterInterval']) {
      await client.query(
        `INSERT INTO campaign_settings (key, value, "companyId", "createdAt", "updatedAt") VALUES ($1, '0', $2, now(), now())
         ON CONFLICT ("companyId", key) DO UPDATE SET value = '0'`,
        [key, tenant.companyId],
      );
    }
    return id;
  });
}

export interface CampaignRunResult {
  contacts: number;
  delivered: number;
  failed: number;
  /** Shippings delivered per second, from the first delivery to the last. */
  rate: number;
  /** From the campaign's start to its last delivery, seconds. */
  seconds: number;
}

/** Creates the campaign through the public API, scheduled a moment ahead, and waits until every shipping is settled. */
export async function runCampaign(tenant: BenchTenant, listId: number, contacts: number, stallMs: number): Promise<CampaignRunResult> {
  const startAt = new Date(Date.now() + 2000);
  const response = await fetch(`${API_URL}/campaigns`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tenant.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      message1: 'Olá {nome}, temos novidades para você.',
      message2: 'Oi {nome}! Novidades da loja.',
      contactListId: listId,
      whatsappId: tenant.whatsappId,
      scheduledAt: startAt.toISOString(),
    }),
  });
  if (response.status !== 200 && response.status !== 201) throw new Error(`POST /campaigns answered ${response.status}: ${await response.text()}`);
  const { id } = (await response.json()) as { id: number };
  return withClient(async (client) => {
    let last = { delivered: 0, failed: 0 };
    let lastChange = performance.now();
    for (;;) {
      const {
        rows: [row],
      } = await client.query<{ delivered: number; failed: number; first: Date | null; last: Date | null }>(
        `SELECT count(*) FILTER (WHERE "deliveredAt" IS NOT NULL)::int AS delivered, count(*) FILTER (WHERE "failedAt" IS NOT NULL)::int AS failed,
                min("deliveredAt") AS first, max("deliveredAt") AS last
           FROM campaign_shippings WHERE "campaignId" = $1 AND "companyId" = $2`,
        [id, tenant.companyId],
      );
      if (row.delivered !== last.delivered || row.failed !== last.failed) lastChange = performance.now();
      last = row;
      if (row.delivered + row.failed >= contacts || performance.now() - lastChange > stallMs) {
        const span = row.first && row.last ? (row.last.getTime() - row.first.getTime()) / 1000 : Number.NaN;
        return {
          contacts,
          delivered: row.delivered,
          failed: row.failed,
          rate: row.delivered / Math.max(span, 0.001),
          seconds: row.last ? (row.last.getTime() - startAt.getTime()) / 1000 : Number.NaN,
        };
      }
      await sleep(250);
    }
  });
}
