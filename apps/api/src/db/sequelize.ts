import { Sequelize } from 'sequelize-typescript';
import { env } from '../config/env.js';
import { logger } from '../core/logger.js';
import { models } from '../models/index.js';
import { installTenantGuard } from '../models/base/tenant-guard.js';
import { installRequestQueryTracking } from './request-queries.js';
import { closeGenericPlanPool, genericPlanPool } from './generic-plan-pool.js';

export interface DbOptions {
  /** Postgres' statement_timeout for every statement of this process (none when absent). */
  statementTimeoutMs?: number;
}

let processOptions: DbOptions = {};
/**
 * Sets the options of the process-wide instance, before its first use: the http process bounds its
 * statements (HTTP_STATEMENT_TIMEOUT_MS); jobs, the WhatsApp process and migrations keep no limit.
 */
export function configureDb(options: DbOptions): void {
  processOptions = options;
}

/**
 * Builds a Sequelize instance for a database URL with every model registered. The model classes are
 * shared: the instance built last is the one they query (global setup and throwaway test databases rely on it).
 */
export function createSequelize(url = env.DATABASE_URL, options: DbOptions = processOptions): Sequelize {
  const sequelize = new Sequelize(url, {
    dialect: 'postgres',
    logging: (sql) => logger.trace({ sql }, 'sql'),
    pool: { max: 10, min: 0, idle: 10_000 },
    define: { underscored: false, freezeTableName: true },
    dialectOptions: options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {},
    models: [...models],
  });
  installTenantGuard(sequelize);
  installRequestQueryTracking(sequelize);
  return sequelize;
}

let instance: Sequelize | undefined;
/** The process-wide Sequelize instance. */
export function db(): Sequelize {
  instance ??= createSequelize();
  return instance;
}

/** Where core/sql.ts#queryRows runs outside transactions (generic-plan-pool.ts): this process's database and statement_timeout. */
export const queryRowsPool = () => genericPlanPool(env.DATABASE_URL, processOptions.statementTimeoutMs);

export async function closeDb(): Promise<void> {
  await closeGenericPlanPool();
  if (instance) {
    await instance.close();
    instance = undefined;
  }
}
