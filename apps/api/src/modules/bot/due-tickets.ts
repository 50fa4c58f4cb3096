import { QueryTypes } from 'sequelize';
import { now } from '../../core/clock.js';
import { db } from '../../db/sequelize.js';

/** A ticket a time-based rule found due, to be re-checked under its row lock. */
export interface DueTicket {
  id: number;
  companyId: number;
}

/** How many tickets one sweep takes at most; the next minute's sweep takes the rest. */
const SWEEP_LIMIT = 500;

/**
 * The sweeps of the time-based rules read every company (they are the platform's), bound every value
 * and are narrowed to `companyIds` when given (tests share one database). `where` is the rule's own
 * condition over tickets `t` and connections `w`, with `:now` the application clock.
 */
export async function findDueTickets(sql: { joins?: string; where: string }, companyIds?: number[]): Promise<DueTicket[]> {
  if (companyIds && companyIds.length === 0) return [];
  const scope = companyIds ? 'AND t."companyId" IN (:companyIds)' : '';
  return db().query<DueTicket>(
    `SELECT t.id, t."companyId"
       FROM tickets t
       JOIN whatsapps w ON w.id = t."whatsappId" AND w."companyId" = t."companyId"
       ${sql.joins ?? ''}
      WHERE ${sql.where} ${scope}
      ORDER BY t.id
      LIMIT ${SWEEP_LIMIT}`,
    { type: QueryTypes.SELECT, replacements: { now: now(), companyIds: companyIds ?? [] } },
  );
}
