import type { QueryInterface } from 'sequelize';

// The ticket search (GET /tickets?searchParam) found matches through trigram indexes on contacts.name,
// contacts.number and messages.body alone, so two costs grew with *other* companies' data:
// - every company's matching rows came out of the index and were dropped by the companyId filter afterwards
//   (a search for "maria" in one company read every tenant's Marias);
// - rows inserted since the last vacuum wait in a GIN index's pending list (4 MB by default), which every search
//   reads whole: after another company's 10,000-contact campaign, one search read ~1,000 more buffers
//   (bench/: 3.2 → 13.3 ms of Postgres CPU per search).
// Now each index leads with companyId (btree_gin gives an int column a GIN operator class), so Postgres intersects the
// company's entries with the text's trigrams before reading a row, and a pending list of 256 kB bounds what a
// search reads there (inserts then merge it more often, in smaller steps). Built CONCURRENTLY so the tables keep
// taking writes meanwhile.
const INDEXES = [
  { name: 'contacts_company_name_trgm', table: 'contacts', column: 'name', replaces: 'contacts_name_trgm' },
  { name: 'contacts_company_number_trgm', table: 'contacts', column: 'number', replaces: 'contacts_number_trgm' },
  { name: 'messages_company_body_trgm', table: 'messages', column: 'body', replaces: 'messages_body_trgm' },
];

const PENDING_LIST_KB = 256;

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  // btree_gin is a trusted extension (PostgreSQL 13+), like pg_trgm: the database owner may create it.
  await qi.sequelize.query('CREATE EXTENSION IF NOT EXISTS btree_gin');
  for (const { name, table, column, replaces } of INDEXES) {
    await qi.sequelize.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS ${name} ON ${table} USING gin ("companyId", "${column}" gin_trgm_ops) ` +
        `WITH (gin_pending_list_limit = ${PENDING_LIST_KB})`,
    );
    await qi.sequelize.query(`DROP INDEX CONCURRENTLY IF EXISTS ${replaces}`);
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  // The extension stays: other objects may have come to use it.
  for (const { name, table, column, replaces } of INDEXES) {
    await qi.sequelize.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${replaces} ON ${table} USING gin ("${column}" gin_trgm_ops)`);
    await qi.sequelize.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
  }
}
