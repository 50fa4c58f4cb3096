import { TEST_ENV } from './test-env.js';

/** Once per run: create zapdesk_test if missing, rebuild its schema from the migrations, clear our Redis keys. */
export default async function setup(): Promise<void> {
  Object.assign(process.env, TEST_ENV);
  const { createDatabaseIfMissing } = await import('../db/create-database.js');
  const { createSequelize } = await import('../db/sequelize.js');
  const { createMigrator } = await import('../db/migrator.js');
  const { Redis } = await import('ioredis');
  await createDatabaseIfMissing(TEST_ENV.DATABASE_URL);
  const sequelize = createSequelize(TEST_ENV.DATABASE_URL);
  await sequelize.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await createMigrator(sequelize).up();
  await sequelize.close();
  const redis = new Redis(TEST_ENV.REDIS_URL);
  const keys = await redis.keys(`${TEST_ENV.REDIS_PREFIX}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}
