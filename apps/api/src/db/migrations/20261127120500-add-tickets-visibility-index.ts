import type { QueryInterface } from 'sequelize';

// GET /tickets counts the tickets a user may see in a tab: (assigned to me OR pending in my queues OR
// pending without a queue) AND status. With every column of that rule in one index the count is an
// index-only scan; before, it read each ticket row of the status (bench/: 10,000 pending rows, ~40 ms).
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addIndex('tickets', ['companyId', 'status', 'queueId', 'userId'], { name: 'tickets_company_status_queue_user' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('tickets', 'tickets_company_status_queue_user');
}
