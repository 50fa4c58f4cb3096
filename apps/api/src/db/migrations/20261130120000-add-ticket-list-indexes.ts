import type { QueryInterface } from 'sequelize';

// GET /tickets orders every tab by (updatedAt DESC, id DESC) and stops after 41 rows: each index below lets
// Postgres read a tab's rows already in that order instead of sorting every matching ticket.
// - (companyId, status, updatedAt, id): an admin's status tabs with showAll (and every closed ticket).
// - (companyId, userId, status, updatedAt, id): anyone's own tickets of a status (an attendant's open and
//   closed tabs, the pending tab's own branch); it answers what (companyId, userId, status) answered.
// - (companyId, status, queueId, updatedAt, id) INCLUDE (userId): the pending tab's branch of each queue, and
//   the tab counts as index-only scans, which the index it replaces, (companyId, status, queueId, userId), was for.
// - (companyId, status, updatedAt, id) WHERE queueId IS NULL: the pending tab's branch of allTicket users
//   (Postgres 15 orders by the columns after an `= value` condition, not after IS NULL).
// - (companyId, updatedAt, id): lists of every status (the search tab without text, date filters).
// Built CONCURRENTLY so a large tickets table keeps taking writes meanwhile.
const INDEXES = [
  ['tickets_company_status_updated_id', '("companyId", status, "updatedAt", id)'],
  ['tickets_company_user_status_updated', '("companyId", "userId", status, "updatedAt", id)'],
  ['tickets_company_status_queue_updated', '("companyId", status, "queueId", "updatedAt", id) INCLUDE ("userId")'],
  ['tickets_company_unqueued_updated', '("companyId", status, "updatedAt", id) WHERE "queueId" IS NULL'],
  ['tickets_company_updated', '("companyId", "updatedAt", id)'],
] as const;
const REPLACED = [
  ['tickets_company_status_updated', '("companyId", status, "updatedAt")'],
  ['tickets_company_user_status', '("companyId", "userId", status)'],
  ['tickets_company_status_queue_user', '("companyId", status, "queueId", "userId")'],
] as const;

async function swap(qi: QueryInterface, create: readonly (readonly [string, string])[], drop: readonly (readonly [string, string])[]) {
  for (const [name, columns] of create) await qi.sequelize.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${name} ON tickets ${columns}`);
  for (const [name] of drop) await qi.sequelize.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
}

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await swap(qi, INDEXES, REPLACED);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await swap(qi, REPLACED, INDEXES);
}
