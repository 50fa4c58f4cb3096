import type { QueryInterface } from 'sequelize';

// The tickets search (GET /tickets?searchParam) matches '%text%' in contact names and numbers and in
// every message body: without trigram indexes that reads all of a company's messages on each keystroke
// (bench/: a million messages). A GIN trigram index cannot lead with companyId (that needs btree_gin);
// the queries still filter by it on the few rows the index returns.
const INDEXES = [
  { name: 'messages_body_trgm', table: 'messages', column: 'body' },
  { name: 'contacts_name_trgm', table: 'contacts', column: 'name' },
  { name: 'contacts_number_trgm', table: 'contacts', column: 'number' },
];

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  // pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
  await qi.sequelize.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  for (const { name, table, column } of INDEXES) {
    await qi.sequelize.query(`CREATE INDEX IF NOT EXISTS ${name} ON ${table} USING gin ("${column}" gin_trgm_ops)`);
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  // The extension stays: other objects may have come to use it.
  for (const { name } of INDEXES) await qi.sequelize.query(`DROP INDEX IF EXISTS ${name}`);
}
