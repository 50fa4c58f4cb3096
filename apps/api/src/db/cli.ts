import { env } from '../config/env.js';
import { createDatabaseIfMissing } from './create-database.js';
import { closeDb, db } from './sequelize.js';
import { createMigrator } from './migrator.js';
import { seed } from './seed.js';
import { checkServices } from './check-services.js';

// `node dist/db-cli.js prepare|migrate|migrate:down|seed`: run by npm start, docker and the e2e setup.
async function main(command: string): Promise<void> {
  await checkServices();
  if (command === 'prepare' || command === 'create') {
    if (await createDatabaseIfMissing(env.DATABASE_URL)) console.log('Database created');
    if (command === 'create') return;
  }
  const sequelize = db();
  const migrator = createMigrator(sequelize);
  if (command === 'migrate:down') {
    await migrator.down();
  } else if (command === 'seed') {
    await seed(sequelize);
  } else if (command === 'prepare' || command === 'migrate') {
    const ran = await migrator.up();
    console.log(`Migrations applied: ${ran.length}`);
    if (command === 'prepare') {
      await seed(sequelize);
      console.log('Seed done');
    }
  } else {
    throw new Error(`Unknown command "${command}" (prepare, create, migrate, migrate:down, seed)`);
  }
  await closeDb();
}

main(process.argv[2] ?? 'prepare').then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
