import { QueryTypes } from 'sequelize';
import type { ServiceContext } from '../../core/context.js';
import { db } from '../../db/sequelize.js';

/**
 * The company's messages with any of these (connection, WhatsApp id) pairs, read through the unique index
 * (whatsappId, wid) whatever the table's statistics say (a join on a JSON record set could be planned as a
 * scan of every message of the company). Rows of other pairs of the same connections and ids may come back:
 * callers match the exact pairs.
 */
export async function findByWid<T extends { whatsappId: number; wid: string }>(
  ctx: ServiceContext,
  pairs: { whatsappId: number; wid: string }[],
  columns: string,
): Promise<T[]> {
  if (pairs.length === 0) return [];
  return db().query<T>(
    `SELECT ${columns} FROM messages m
      WHERE m."companyId" = :companyId AND m."whatsappId" IN (:whatsappIds) AND m.wid IN (:wids)`,
    {
      replacements: { companyId: ctx.companyId, whatsappIds: [...new Set(pairs.map((p) => p.whatsappId))], wids: [...new Set(pairs.map((p) => p.wid))] },
      type: QueryTypes.SELECT,
      transaction: ctx.transaction,
    },
  );
}
