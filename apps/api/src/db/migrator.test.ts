import { describe, expect, it } from 'vitest';
import { useThrowawayDatabase } from '../test/throwaway-database.js';
import { migrations } from './migrations/index.js';
import { createMigrator } from './migrator.js';

// Taking every migration down would break the other test files sharing zapdesk_test: this file
// works in a throwaway database of its own, dropped at the end.
const database = useThrowawayDatabase('migrations', { migrated: false });

/** Tables, columns, indexes and constraints of the public schema, in a stable order. */
async function schema() {
  const query = async (sql: string) => (await database().query(sql))[0];
  return {
    columns: await query(`SELECT table_name, column_name, data_type, is_nullable, column_default
      FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`),
    indexes: await query(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY tablename, indexname`),
    constraints: await query(`SELECT conrelid::regclass::text AS "table", contype, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2, 3`),
    types: await query(`SELECT typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = 'public' AND t.typtype = 'e' ORDER BY typname`),
  };
}

const tables = async () =>
  ((await database().query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`))[0] as { tablename: string }[]).map(
    (r) => r.tablename,
  );

describe('migrations', () => {
  it('go all the way down and back up to the same schema', async () => {
    const migrator = createMigrator(database());
    const applied = await migrator.up();
    expect(applied.map((m) => m.name)).toEqual(migrations.map((m) => m.name));
    expect(await tables()).toEqual(expect.arrayContaining(['companies', 'plans', 'settings', 'users', 'queues', 'user_queues', 'helps']));
    const upSchema = await schema();

    const reverted = await migrator.down({ to: 0 });
    expect(reverted.map((m) => m.name)).toEqual(migrations.map((m) => m.name).reverse());
    expect(await tables()).toEqual(['SequelizeMeta']);
    expect((await schema()).types).toEqual([]);
    expect(await migrator.executed()).toEqual([]);

    await migrator.up();
    expect(await schema()).toEqual(upSchema);
    expect((await migrator.pending()).map((m) => m.name)).toEqual([]);
  });

  it('are named YYYYMMDDHHMMSS-verb-noun and listed in order', () => {
    const names = migrations.map((m) => m.name);
    for (const name of names) expect(name).toMatch(/^\d{14}-[a-z0-9]+(-[a-z0-9]+)+$/);
    expect([...names].sort()).toEqual(names);
    expect(new Set(names).size).toBe(names.length);
  });
});
