import { addDays } from '../../core/clock.js';
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

/** The UTC offset of a time zone at an instant, in milliseconds. */
function zoneOffset(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** Midnight of a YYYY-MM-DD in a time zone, as an instant (second pass settles days when DST changes). */
function zonedMidnight(date: string, timeZone: string): Date {
  const utcMidnight = new Date(`${date}T00:00:00Z`).getTime();
  const first = utcMidnight - zoneOffset(new Date(utcMidnight), timeZone);
  return new Date(utcMidnight - zoneOffset(new Date(first), timeZone));
}

/** [start, end) of a calendar day in the company's time zone (the day an attendant means). */
export function zonedDayRange(date: string, timeZone: string): [Date, Date] {
  return [zonedMidnight(date, timeZone), zonedMidnight(addDays(date, 1), timeZone)];
}
