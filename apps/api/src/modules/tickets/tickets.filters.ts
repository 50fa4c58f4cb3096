import { Op, literal, type WhereOptions } from 'sequelize';
import { addDays } from '../../core/clock.js';
import type { TicketViewer } from './tickets.policy.js';
import type { TicketListInput } from './tickets.schemas.js';
import { containsPattern } from '../../core/like.js';

/**
 * Decisions 'List visibility': admins with showAll see everything; otherwise tickets assigned to me, pending
 * tickets of my queues, and pending tickets without a queue when my allTicket is 'enabled'. Closed tickets:
 * mine, or every one for admins.
 */
export function visibilityWhere(viewer: TicketViewer, showAll: boolean): WhereOptions | null {
  if (viewer.isAdmin && showAll) return null;
  const visible: WhereOptions[] = [];
  if (viewer.userId !== null) visible.push({ userId: viewer.userId });
  if (viewer.queueIds.length) visible.push({ status: 'pending', queueId: { [Op.in]: viewer.queueIds } });
  if (viewer.allTicket === 'enabled') visible.push({ status: 'pending', queueId: null });
  if (viewer.isAdmin) visible.push({ status: 'closed' });
  // Nothing visible: a condition that matches no row, rather than an empty OR (which Sequelize drops).
  return visible.length ? { [Op.or]: visible } : { id: null };
}


/** The replacements the literal subqueries below refer to (bound by Sequelize, never spliced into SQL). */
export interface FilterReplacements {
  companyId: number;
  search?: string;
}

/**
 * Every filter of GET /tickets besides visibility. `dayRange` turns a YYYY-MM-DD into the company's day.
 */
export function filterWhere(
  input: TicketListInput,
  dayRange: (date: string) => [Date, Date],
): { where: WhereOptions[]; replacements: FilterReplacements } {
  const where: WhereOptions[] = [];
  const replacements: FilterReplacements = { companyId: 0 };
  if (input.status) where.push({ status: input.status });
  // A ticket without a queue has no queue to deselect: it stays while its visibility allows it.
  if (input.queueIds?.length) where.push({ [Op.or]: [{ queueId: { [Op.in]: input.queueIds } }, { queueId: null }] });
  if (input.users?.length) where.push({ userId: { [Op.in]: input.users } });
  // Every chosen tag (the search tab narrows by each tag added).
  for (const tagId of new Set(input.tags ?? [])) {
    where.push({ id: { [Op.in]: literal(`(SELECT "ticketId" FROM ticket_tags WHERE "tagId" = ${Number(tagId)})`) } });
  }
  if (input.date) {
    const [from, to] = dayRange(input.date);
    where.push({ createdAt: { [Op.gte]: from, [Op.lt]: to } });
  }
  if (input.updatedAt) {
    const [from, to] = dayRange(input.updatedAt);
    where.push({ updatedAt: { [Op.gte]: from, [Op.lt]: to } });
  }
  if (input.withUnreadMessages === 'true') where.push({ unreadMessages: { [Op.gt]: 0 } });
  const search = input.searchParam?.trim().toLowerCase();
  if (search) {
    replacements.search = containsPattern(search);
    // One list of matching ticket ids (contact name or number, or any message's text): Postgres starts
    // from the few matches the trigram indexes find instead of testing every ticket of the company.
    where.push({
      id: {
        [Op.in]: literal(
          `(SELECT id FROM tickets WHERE "companyId" = :companyId AND "contactId" IN ` +
            `(SELECT id FROM contacts WHERE "companyId" = :companyId AND (name ILIKE :search OR number ILIKE :search)) ` +
            `UNION SELECT "ticketId" FROM messages WHERE "companyId" = :companyId AND body ILIKE :search)`,
        ),
      },
    });
  }
  return { where, replacements };
}

/** The UTC offset of a time zone at an instant, in milliseconds. */
function zoneOffset(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
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
