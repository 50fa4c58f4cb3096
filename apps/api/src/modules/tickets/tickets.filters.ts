import { containsPattern } from '../../core/like.js';
import type { SqlValues } from '../../core/sql.js';
import type { TicketListInput } from './tickets.schemas.js';

/** Conditions on `tickets t` (ANDed), and the CTEs they read (`name AS (…)`). */
export interface FilterSql {
  where: string[];
  ctes: string[];
}

/**
 * Every filter of GET /tickets besides visibility. `dayRange` turns a YYYY-MM-DD into the company's day. Ids
 * travel as one array parameter each: a list of 100 tags is one set-based condition, not one subquery per tag.
 */
export function filterSql(input: TicketListInput, companyId: string, params: SqlValues, dayRange: (date: string) => [Date, Date]): FilterSql {
  const where: string[] = [];
  const ctes: string[] = [];
  // A ticket without a queue has no queue to deselect: it stays while its visibility allows it.
  if (input.queueIds?.length) where.push(`(t."queueId" = ANY(${params.add(input.queueIds)}::int[]) OR t."queueId" IS NULL)`);
  if (input.users?.length) where.push(`t."userId" = ANY(${params.add(input.users)}::int[])`);
  // Every chosen tag (the search tab narrows by each tag added): the tickets holding all of them.
  const tags = [...new Set(input.tags ?? [])];
  if (tags.length) {
    where.push(
      `t.id IN (SELECT tt."ticketId" FROM ticket_tags tt WHERE tt."tagId" = ANY(${params.add(tags)}::int[]) ` +
        `GROUP BY tt."ticketId" HAVING count(*) = ${params.add(tags.length)}::int)`,
    );
  }
  if (input.date) {
    const [from, to] = dayRange(input.date);
    where.push(`t."createdAt" >= ${params.add(from)} AND t."createdAt" < ${params.add(to)}`);
  }
  if (input.updatedAt) {
    const [from, to] = dayRange(input.updatedAt);
    where.push(`t."updatedAt" >= ${params.add(from)} AND t."updatedAt" < ${params.add(to)}`);
  }
  if (input.withUnreadMessages === 'true') where.push(`t."unreadMessages" > 0`);
  const search = input.searchParam?.trim().toLowerCase();
  if (search) {
    const pattern = params.add(containsPattern(search));
    // One list of matching ticket ids (contact name or number, or any message's text), found once through the
    // trigram indexes and read by both the page and the count, instead of testing every ticket of the company.
    ctes.push(
      `matches AS MATERIALIZED (SELECT s.id FROM tickets s WHERE s."companyId" = ${companyId} AND s."contactId" IN ` +
        `(SELECT c.id FROM contacts c WHERE c."companyId" = ${companyId} AND (c.name ILIKE ${pattern} OR c.number ILIKE ${pattern})) ` +
        `UNION SELECT m."ticketId" FROM messages m WHERE m."companyId" = ${companyId} AND m.body ILIKE ${pattern})`,
    );
    where.push('t.id IN (SELECT id FROM matches)');
  }
  return { where, ctes };
}
