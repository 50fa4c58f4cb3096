import { TICKET_COUNT_CAP, listSight, type TicketsPageDTO } from '@zapdesk/shared';
import { actorUserId, isAdmin, type ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { JsonText, SqlLiterals, SqlParams, preparedStatement, queryRows, type PreparedStatement } from '../../core/sql.js';
import { zonedDayRange } from '../../core/time-zone.js';
import { companyTimeZone } from '../settings/company-settings.js';
import { TICKET_DTOS_JSON, ticketsJsonSql } from './ticket-json.sql.js';
import { pendingListBranchesSql, visibilitySql, type SqlViewer } from './ticket-visibility.sql.js';
import { filterSql } from './tickets.filters.js';
import type { TicketListInput } from './tickets.schemas.js';

/** §10 Tickets: pages of 40, newest last message first (not updatedAt: opening a ticket must not move it). */
export const TICKETS_PAGE_SIZE = 40;

interface PageRow {
  viewerFound: boolean;
  ids: number[];
  count: number;
  /** The page's JSON, when the statement wrote it too (the prepared ones). */
  json?: string;
}

// Names of the prepared page statements, by text (a few dozen texts at most: see ticketPageStatement).
const preparedPages = new Map<string, PreparedStatement>();

function preparedPage(text: string): PreparedStatement {
  let statement = preparedPages.get(text);
  if (!statement) {
    statement = preparedStatement(`tickets_page_${preparedPages.size + 1}`, text);
    preparedPages.set(text, statement);
  }
  return statement;
}

/**
 * The page's ids and the capped count in one statement, which also reads the viewer (queues, allTicket)
 * itself; the ORDER BY is served by the index matching the tab (migration add-ticket-list-indexes): an admin's
 * whole tab and anyone's own open or closed tickets walk one index, the pending tab walks one per visibility
 * branch (pendingListBranchesSql). Those status tabs (with at most the queue and unread filters) have one plan
 * whatever the company, so their statement is prepared (planned once per connection) and writes the page's
 * JSON too. Any other list (search, tags, users, dates, all statuses) writes its values as literals, so it is
 * planned for them on each request, which is cheap (no joins). Exported for the bench's EXPLAIN.
 */
export function ticketPageStatement(ctx: ServiceContext, input: TicketListInput, dayRange: (date: string) => [Date, Date]) {
  const unfiltered = !input.searchParam?.trim() && !input.tags?.length && !input.users?.length && !input.date && !input.updatedAt;
  // A status tab (with at most the queue and unread filters) is prepared; any other list is planned for its values.
  const prepared = Boolean(input.status) && unfiltered;
  const params = prepared ? new SqlParams() : new SqlLiterals();
  const companyId = `${params.add(ctx.companyId)}::int`;
  const userId = actorUserId(ctx);
  const viewer: SqlViewer =
    userId === null
      ? { isAdmin: true, userId: 'NULL', queueIds: `'{}'::int[]`, allTicket: 'true' }
      : {
          isAdmin: isAdmin(ctx),
          userId: `${params.add(userId)}::int`,
          queueIds: '(SELECT "queueIds" FROM viewer)',
          allTicket: '(SELECT "allTicket" FROM viewer)',
        };
  const base = [`t."companyId" = ${companyId}`];
  // The status is one of three words checked by the schema: written into the SQL so the plan fits the tab.
  if (input.status) base.push(`t.status = '${input.status}'`);
  const filters = filterSql(input, companyId, params, dayRange);
  base.push(...filters.where);
  const visibility = visibilitySql(viewer, listSight(input.showAll === 'true'), input.status);
  const condition = [...base, ...(visibility ? [visibility] : [])].join(' AND ');
  const offset = `${params.add(((input.pageNumber ?? 1) - 1) * TICKETS_PAGE_SIZE)}::int`;
  // The pending tab of anyone but an admin with showAll: own tickets, queues and allTicket as ordered branches.
  const branches = input.status === 'pending' && visibility !== null && userId !== null && unfiltered;
  const rows = branches
    ? `SELECT id, "lastMessageAt" FROM (${pendingListBranchesSql(viewer, base.join(' AND '), `${offset} + ${TICKETS_PAGE_SIZE + 1}`)}) branches`
    : `SELECT t.id, t."lastMessageAt" FROM tickets t WHERE ${condition}`;
  const viewerRow =
    userId === null
      ? `SELECT true AS "allTicket", '{}'::int[] AS "queueIds"`
      : `SELECT u."allTicket" = 'enabled' AS "allTicket", ARRAY(SELECT uq."queueId" FROM user_queues uq WHERE uq."userId" = u.id) AS "queueIds"
         FROM users u WHERE u.id = ${viewer.userId} AND u."companyId" = ${companyId}`;
  const text = `
    WITH viewer AS (${viewerRow}),
    ${filters.ctes.map((cte) => `${cte},`).join('\n')}
    page AS (
      ${rows} ORDER BY "lastMessageAt" DESC, id DESC LIMIT ${TICKETS_PAGE_SIZE + 1} OFFSET ${offset}
    )
    SELECT EXISTS (SELECT 1 FROM viewer) AS "viewerFound",
           ARRAY(SELECT id FROM page ORDER BY "lastMessageAt" DESC, id DESC) AS ids,
           LEAST(${TICKET_COUNT_CAP}, CASE
             -- A last page (or the only one) tells the count without counting.
             WHEN (SELECT count(*) FROM page) <= ${TICKETS_PAGE_SIZE} AND (${offset} = 0 OR EXISTS (SELECT 1 FROM page))
               THEN ${offset} + (SELECT count(*) FROM page)
             ELSE (SELECT count(*) FROM (SELECT 1 FROM tickets t WHERE ${condition} LIMIT ${TICKET_COUNT_CAP}) counted)
           END)::int AS count`;
  // A status tab has one plan whatever the company (an index walk per branch), so its statement is prepared.
  if (!prepared) return { statement: text, values: [] };
  // Planned once, so it may as well write the page's JSON too: the whole answer in one round trip.
  const pageIds = `ARRAY(SELECT id FROM page ORDER BY "lastMessageAt" DESC, id DESC LIMIT ${TICKETS_PAGE_SIZE})`;
  return { statement: preparedPage(`${text}, (${ticketsJsonSql(pageIds, companyId)}) AS json`), values: params.values };
}

/**
 * GET /tickets: one page of the tickets the user may see (canSeeTicket's list rule), filtered as the tickets
 * screen asks, newest last message first; `count` stops at TICKET_COUNT_CAP. The page goes out as JSON text written
 * by Postgres, never parsed here. A status tab is one prepared statement; any other list takes two: its ids and
 * count (planned for its filters), then their JSON (prepared), since planning the JSON costs more than the trip.
 */
export async function listTickets(ctx: ServiceContext, input: TicketListInput): Promise<JsonText<TicketsPageDTO>> {
  const timeZone = input.date || input.updatedAt ? await companyTimeZone(ctx) : 'UTC';
  const page = ticketPageStatement(ctx, input, (date) => zonedDayRange(date, timeZone));
  const [row] = typeof page.statement === 'string' ? await queryRows<PageRow>(ctx, page.statement) : await queryRows<PageRow>(ctx, page.statement, page.values);
  // A token that outlived its user (deleted meanwhile) no longer speaks for anyone.
  if (!row.viewerFound) throw new AppError('ERR_SESSION_EXPIRED', 401, 'The user no longer exists');
  const ids = row.ids.slice(0, TICKETS_PAGE_SIZE);
  let json = row.json ?? '[]';
  if (row.json === undefined && ids.length) [{ json }] = await queryRows<{ json: string }>(ctx, TICKET_DTOS_JSON, [ctx.companyId, ids]);
  return new JsonText(`{"tickets":${json},"count":${row.count},"hasMore":${row.ids.length > TICKETS_PAGE_SIZE}}`);
}
