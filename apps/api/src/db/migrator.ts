import { SequelizeStorage, Umzug } from 'umzug';
import type { Sequelize } from 'sequelize-typescript';
import { logger } from '../core/logger.js';
import { migrations } from './migrations/index.js';

/** Umzug over our static migration list, recording runs in the SequelizeMeta table. */
export function createMigrator(sequelize: Sequelize) {
  return new Umzug({
    migrations: migrations.map((m) => ({ name: m.name, up: m.up, down: m.down })),
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize }),
    logger: { info: (e) => logger.debug(e), warn: (e) => logger.warn(e), error: (e) => logger.error(e), debug: () => undefined },
  });
}
