import pg from 'pg';
import { Redis } from 'ioredis';
import { env } from '../config/env.js';

/** Stops with one clear line naming the service and URL when Postgres or Redis cannot be reached. */
export async function checkServices(): Promise<void> {
  const server = new URL(env.DATABASE_URL);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    fail('PostgreSQL', env.DATABASE_URL, error);
  }
  const redis = new Redis(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 5000 });
  // The failure is reported below in one line; without a listener ioredis would print its own as well.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    redis.disconnect();
  } catch (error) {
    redis.disconnect();
    fail('Redis', env.REDIS_URL, error);
  }
}

function fail(service: string, url: string, error: unknown): never {
  const safeUrl = url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`${service} is unreachable at ${safeUrl} (${reason}). Start it or set the URL in .env.`);
  process.exit(1);
}
