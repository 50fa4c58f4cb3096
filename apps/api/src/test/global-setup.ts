import { TEST_ENV } from './test-env.js';

/**
 * Once per run: create zapdesk_test if missing and bring it to the latest migration. Tests build their
 * own companies and never count global rows, so leftovers of an earlier run do no harm and two runs
 * (or a run beside a helper's) can share the database.
 */
export default async function setup(): Promise<void> {
  Object.assign(process.env, TEST_ENV);
  const { createDatabaseIfMissing } = await import('../db/create-database.js');
  const { createSequelize } = await import('../db/sequelize.js');
  const { createMigrator } = await import('../db/migrator.js');
  await createDatabaseIfMissing(TEST_ENV.DATABASE_URL);
  const sequelize = createSequelize(TEST_ENV.DATABASE_URL);
  await createMigrator(sequelize).up();
  await sequelize.close();
}
