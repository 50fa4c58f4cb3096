import type { TicketSight, TicketStatus } from '@zapdesk/shared';

/** The viewer as SQL expressions: bound parameters, or what the statement itself reads of the user. */
export interface SqlViewer {
  /** Known from the token (profile and super flag), so the admins' rules shape the SQL itself. */
  isAdmin: boolean;
  /** An integer expression (NULL for nobody). */
  userId: string;
  /** An int[] expression (a scalar subquery is fine: it is cast, never read as `= ANY (subquery)`). */
  queueIds: string;
  /** A boolean expression: allTicket 'enabled'. */
  allTicket: string;
}

/**
 * canSeeTicket (packages/shared/src/ticket-visibility.ts) as a condition on `tickets t`; null when every
 * ticket passes. When the query fixes the status, the branches that cannot match are left out, so Postgres
 * gets a condition its indexes serve. ticket-visibility.sql.test.ts checks the two agree on every case.
 */
export function visibilitySql(viewer: SqlViewer, sight: TicketSight, status?: TicketStatus): string | null {
  if (viewer.isAdmin && (sight.in === 'conversation' || sight.showAll || status === 'closed')) return null;
  const can = (s: TicketStatus) => status === undefined || status === s;
  // A branch of one status: the status test is left out when the query fixes that status already.
  const when = (s: TicketStatus, condition: string) => (status === s ? condition : `(t.status = '${s}' AND ${condition})`);
  const branches = [`t."userId" = ${viewer.userId}`];
  if (sight.in === 'conversation') branches.push(`t."queueId" = ANY((${viewer.queueIds})::int[])`);
  else if (can('pending')) branches.push(when('pending', `t."queueId" = ANY((${viewer.queueIds})::int[])`));
  if (can('pending')) branches.push(when('pending', `(t."queueId" IS NULL AND ${viewer.allTicket})`));
  if (viewer.isAdmin && can('closed')) branches.push(`t.status = 'closed'`);
  return `(${branches.join(' OR ')})`;
}

/**
 * canSeeTicket's list rule for pending tickets, written as disjoint branches each of which one index walks in
 * (lastMessageAt DESC, id DESC) order: the viewer's own (companyId, userId, status, …), each of their queues'
 * (companyId, status, queueId, …) and, with allTicket, the queue-less ones (queueId IS NULL in that index).
 * Each branch keeps its first `limit` rows; the union holds the first `limit` of the whole list, whatever the
 * company's size, the viewer's queues or the planner's estimates. `where` is the rest of the query's conditions
 * on `t` (company, status 'pending', filters); the result has t.id and t."lastMessageAt".
 */
export function pendingListBranchesSql(viewer: SqlViewer, where: string, limit: string): string {
  const ordered = `ORDER BY t."lastMessageAt" DESC, t.id DESC LIMIT ${limit}`;
  const notMine = `t."userId" IS DISTINCT FROM ${viewer.userId}`;
  return `(SELECT t.id, t."lastMessageAt" FROM tickets t WHERE ${where} AND t."userId" = ${viewer.userId} ${ordered})
    UNION ALL
    (SELECT b.id, b."lastMessageAt" FROM unnest((${viewer.queueIds})::int[]) AS q(id) CROSS JOIN LATERAL
      (SELECT t.id, t."lastMessageAt" FROM tickets t WHERE ${where} AND t."queueId" = q.id AND ${notMine} ${ordered}) b)
    UNION ALL
    (SELECT t.id, t."lastMessageAt" FROM tickets t WHERE ${where} AND t."queueId" IS NULL AND ${viewer.allTicket} AND ${notMine} ${ordered})`;
}
