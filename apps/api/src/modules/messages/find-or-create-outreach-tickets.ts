import { QueryTypes } from 'sequelize';
import { now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { db } from '../../db/sequelize.js';

// find-or-create-outreach-ticket.ts for a whole batch of contacts on one connection (a campaign's claimed
// shippings): the existing tickets read with one query, the missing ones created closed with one statement.
// Nothing is locked here: the caller locks the tickets it writes to when it writes (in id order).

/**
 * The ticket id of each contact on the connection, whatever its status, or a new closed one: nothing enters the
 * attendants' open or pending lists; a customer's reply reopens it as pending like any closed ticket.
 */
export async function findOrCreateOutreachTickets(ctx: ServiceContext, whatsappId: number, contactIds: number[]): Promise<Map<number, number>> {
  const tickets = new Map<number, number>();
  const wanted = [...new Set(contactIds)];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const open = wanted.filter((id) => !tickets.has(id));
    if (open.length === 0) return tickets;
    const found = await db().query<{ id: number; contactId: number }>(
      `SELECT id, "contactId" FROM tickets WHERE "companyId" = :companyId AND "whatsappId" = :whatsappId AND "contactId" IN (:open)`,
      { replacements: { companyId: ctx.companyId, whatsappId, open }, type: QueryTypes.SELECT, transaction: ctx.transaction },
    );
    for (const row of found) tickets.set(row.contactId, row.id);
    const missing = open.filter((id) => !tickets.has(id));
    if (missing.length === 0) return tickets;
    // A concurrent inbound message may create a row first: the unique index skips it and the next round reads theirs.
    const at = now();
    const created = await db().query<{ id: number; contactId: number }>(
      `INSERT INTO tickets (uuid, status, "contactId", "whatsappId", "isGroup", "companyId", "lastMessageAt", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), 'closed', r.id, :whatsappId, false, :companyId, CAST(:at AS timestamptz), CAST(:at AS timestamptz), CAST(:at AS timestamptz)
         FROM json_to_recordset(:rows) AS r(id int) ORDER BY r.id
       ON CONFLICT ("companyId", "contactId", "whatsappId") DO NOTHING
       RETURNING id, "contactId"`,
      {
        replacements: { companyId: ctx.companyId, whatsappId, at, rows: JSON.stringify(missing.map((id) => ({ id }))) },
        type: QueryTypes.SELECT,
        transaction: ctx.transaction,
      },
    );
    for (const row of created) tickets.set(row.contactId, row.id);
  }
  if (wanted.every((id) => tickets.has(id))) return tickets;
  throw new Error(`Outreach tickets did not settle for company ${ctx.companyId}`);
}
