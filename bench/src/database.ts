import { createDatabaseIfMissing, dropDatabaseIfExists } from '@zapdesk/api/src/db/create-database.js';
import { closeDb, db } from '@zapdesk/api/src/db/sequelize.js';
import { createMigrator } from '@zapdesk/api/src/db/migrator.js';
import { closeRedis, redis } from '@zapdesk/api/src/core/redis.js';
import { DATABASE_URL, REDIS_PREFIX } from './bench-env.js';

/**
 * Brings zapdesk_bench to the API's latest migration with the API's own migrator (creating it when
 * missing). `fresh` drops it first: deleting a million seeded messages row by row costs far more.
 */
export async function prepareDatabase(fresh: boolean): Promise<void> {
  if (fresh) await dropDatabaseIfExists(DATABASE_URL);
  if (await createDatabaseIfMissing(DATABASE_URL)) console.log(`created ${new URL(DATABASE_URL).pathname.slice(1)}`);
  const ran = await createMigrator(db()).up();
  if (ran.length) console.log(`migrations applied: ${ran.map((m) => m.name).join(', ')}`);
}

/** Deletes the bench's Redis keys (queues and leases left by an interrupted run); only its own prefix. */
export async function clearBenchRedis(): Promise<void> {
  const client = redis();
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${REDIS_PREFIX}*`, 'COUNT', 1000);
    if (keys.length) await client.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

export async function closeConnections(): Promise<void> {
  await closeDb();
  await closeRedis();
}
