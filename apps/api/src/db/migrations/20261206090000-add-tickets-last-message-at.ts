import type { QueryInterface } from 'sequelize';

// Issue 18, point 4: the ticket list showed and sorted by updatedAt, which every change of the ticket moves
// (opening it, marking it read, accepting it), so opening a conversation sent it to the top with a new time.
// `lastMessageAt` is the time of the ticket's last message, set with `lastMessage`; GET /tickets orders by
// (lastMessageAt DESC, id DESC). Old rows take their newest message's createdAt, or updatedAt without messages.
// The list indexes of add-ticket-list-indexes end in that order now (same columns otherwise, same reasons);
// the updatedAt query filter (spec §7) still filters updatedAt, and (companyId, updatedAt) keeps it a range scan.
// Built CONCURRENTLY so a large tickets table keeps taking writes meanwhile.
const INDEXES = [
  ['tickets_company_status_last_message_id', '("companyId", status, "lastMessageAt", id)'],
  ['tickets_company_user_status_last_message', '("companyId", "userId", status, "lastMessageAt", id)'],
  ['tickets_company_status_queue_last_message', '("companyId", status, "queueId", "lastMessageAt", id) INCLUDE ("userId")'],
  ['tickets_company_unqueued_last_message', '("companyId", status, "lastMessageAt", id) WHERE "queueId" IS NULL'],
  ['tickets_company_last_message', '("companyId", "lastMessageAt", id)'],
  ['tickets_company_updated_at', '("companyId", "updatedAt")'],
] as const;
const REPLACED = [
  ['tickets_company_status_updated_id', '("companyId", status, "updatedAt", id)'],
  ['tickets_company_user_status_updated', '("companyId", "userId", status, "updatedAt", id)'],
  ['tickets_company_status_queue_updated', '("companyId", status, "queueId", "updatedAt", id) INCLUDE ("userId")'],
  ['tickets_company_unqueued_updated', '("companyId", status, "updatedAt", id) WHERE "queueId" IS NULL'],
  ['tickets_company_updated', '("companyId", "updatedAt", id)'],
] as const;

async function swap(qi: QueryInterface, create: readonly (readonly [string, string])[], drop: readonly (readonly [string, string])[]) {
  for (const [name, columns] of create) await qi.sequelize.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${name} ON tickets ${columns}`);
  for (const [name] of drop) await qi.sequelize.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
}

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`ALTER TABLE tickets ADD COLUMN IF NOT EXISTS "lastMessageAt" timestamptz`);
  // Served by messages_company_ticket_created (companyId, ticketId, createdAt): one index probe per ticket.
  await qi.sequelize.query(`
    UPDATE tickets t SET "lastMessageAt" = coalesce(
      (SELECT m."createdAt" FROM messages m WHERE m."companyId" = t."companyId" AND m."ticketId" = t.id ORDER BY m."createdAt" DESC LIMIT 1),
      t."updatedAt")
     WHERE t."lastMessageAt" IS NULL`);
  await qi.sequelize.query(`ALTER TABLE tickets ALTER COLUMN "lastMessageAt" SET DEFAULT now(), ALTER COLUMN "lastMessageAt" SET NOT NULL`);
  await swap(qi, INDEXES, REPLACED);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await swap(qi, REPLACED, INDEXES);
  await qi.sequelize.query(`ALTER TABLE tickets DROP COLUMN "lastMessageAt"`);
}
