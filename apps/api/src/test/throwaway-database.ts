import { afterAll, beforeAll } from 'vitest';
import type { Sequelize } from 'sequelize-typescript';
import { env } from '../config/env.js';
import { createDatabaseIfMissing, dropDatabaseIfExists } from '../db/create-database.js';
import { createMigrator } from '../db/migrator.js';
import { createSequelize } from '../db/sequelize.js';

/**
 * A database of the calling file's own, made before its tests and dropped after them, for tests that must see or
 * change a whole database (every migration down, every company and super user) without touching the shared
 * zapdesk_test other files work in. Call it at the file's top level; `migrated` brings it to the latest schema.
 * Creating its Sequelize binds the models to it for the rest of the file.
 */
export function useThrowawayDatabase(label: string, options: { migrated: boolean }): () => Sequelize {
  const url = new URL(env.DATABASE_URL);
  url.pathname = `/zapdesk_test_${label}_${process.pid}`;
  let sequelize: Sequelize | undefined;

  beforeAll(async () => {
    await dropDatabaseIfExists(url.toString());
    await createDatabaseIfMissing(url.toString());
    sequelize = createSequelize(url.toString());
    if (options.migrated) await createMigrator(sequelize).up();
  });

  afterAll(async () => {
    await sequelize?.close();
    await dropDatabaseIfExists(url.toString());
  });

  return () => {
    if (!sequelize) throw new Error(`the ${label} database is made in beforeAll`);
    return sequelize;
  };
}
