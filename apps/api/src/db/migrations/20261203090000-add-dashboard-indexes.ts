import type { QueryInterface } from 'sequelize';

// The dashboard (docs/contract.md §7 Dashboard) reads a company's tracking cycles created in a period and the
// contacts created in it, set-based. With every column it reads in the index, a period is one index-only range
// scan: (companyId, createdAt) INCLUDE (userId, queuedAt, startedAt, finishedAt, rating) replaces the plain
// (companyId, createdAt) index of ticket_trakings. Built CONCURRENTLY so large tables keep taking writes.
const INDEXES = [
  ['ticket_trakings', 'ticket_trakings_company_created_cover', '("companyId", "createdAt") INCLUDE ("userId", "queuedAt", "startedAt", "finishedAt", rating)'],
  ['contacts', 'contacts_company_created', '("companyId", "createdAt")'],
] as const;
const REPLACED = [['ticket_trakings', 'ticket_trakings_company_created', '("companyId", "createdAt")']] as const;

type IndexList = readonly (readonly [string, string, string])[];

async function swap(qi: QueryInterface, create: IndexList, drop: IndexList) {
  for (const [table, name, columns] of create) await qi.sequelize.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${name} ON ${table} ${columns}`);
  for (const [, name] of drop) await qi.sequelize.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
}

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await swap(qi, INDEXES, REPLACED);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await swap(qi, REPLACED, INDEXES);
}
