import { Op, QueryTypes } from 'sequelize';
import type { ServiceContext } from '../../core/context.js';
import { now } from '../../core/clock.js';
import { db } from '../../db/sequelize.js';
import { Ticket } from '../../models/index.js';

// find-or-reopen-ticket.ts#findOrCreateTicket for a whole batch of one company: the tickets of many chats
// locked with one query (in id order, so two batches never lock the same rows in opposite orders) and the
// missing ones created with one statement plus their first tracking rows.

/** One ticket per (company, contact, connection). */
export interface TicketKey {
  contactId: number;
  whatsappId: number;
  isGroup: boolean;
}

const keyOf = (key: Pick<TicketKey, 'contactId' | 'whatsappId'>) => `${key.contactId}:${key.whatsappId}`;

/**
 * The existing tickets of these keys, locked. The lists go to the unique index (companyId, contactId,
 * whatsappId) as they are; a ticket of one of these contacts on another of these connections may come back
 * (and be locked) too, which only costs a wait.
 */
async function lockExisting(ctx: ServiceContext, keys: TicketKey[]): Promise<Ticket[]> {
  if (keys.length === 0) return [];
  return Ticket.findAll({
    where: {
      companyId: ctx.companyId,
      contactId: { [Op.in]: [...new Set(keys.map((k) => k.contactId))] },
      whatsappId: { [Op.in]: [...new Set(keys.map((k) => k.whatsappId))] },
    },
    order: [['id', 'ASC']],
    lock: ctx.transaction?.LOCK.UPDATE,
    transaction: ctx.transaction,
  });
}

/** New pending tickets, each with its first tracking row; a key another transaction took first is skipped. */
async function createTickets(ctx: ServiceContext, keys: TicketKey[]): Promise<Ticket[]> {
  const at = now();
  const rows = await db().query<Record<string, unknown>>(
    `INSERT INTO tickets (uuid, status, "contactId", "whatsappId", "isGroup", "companyId", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), 'pending', r."contactId", r."whatsappId", r."isGroup", :companyId, CAST(:at AS timestamptz), CAST(:at AS timestamptz)
       FROM json_to_recordset(:keys) AS r("contactId" int, "whatsappId" int, "isGroup" boolean)
     ON CONFLICT ("companyId", "contactId", "whatsappId") DO NOTHING
     RETURNING *`,
    { replacements: { companyId: ctx.companyId, at, keys: JSON.stringify(keys) }, type: QueryTypes.SELECT, transaction: ctx.transaction },
  );
  const created = rows.map((row) => Ticket.build(row, { isNewRecord: false, raw: true }));
  if (created.length > 0) {
    await db().query(
      `INSERT INTO ticket_trakings ("ticketId", "companyId", "whatsappId", "queuedAt", "createdAt", "updatedAt")
       SELECT t.id, :companyId, t."whatsappId", CAST(:at AS timestamptz), CAST(:at AS timestamptz), CAST(:at AS timestamptz) FROM json_to_recordset(:tickets) AS t(id int, "whatsappId" int)`,
      {
        replacements: { companyId: ctx.companyId, at, tickets: JSON.stringify(created.map((t) => ({ id: t.id, whatsappId: t.whatsappId }))) },
        transaction: ctx.transaction,
      },
    );
  }
  return created;
}

/**
 * The tickets of these (contact, connection) pairs, locked FOR UPDATE until the transaction ends; new ones
 * start pending with their first tracking row (queuedAt). Answers them by key, plus which were created.
 */
export async function findOrCreateTickets(ctx: ServiceContext, keys: TicketKey[]): Promise<{ tickets: Map<string, Ticket>; created: Set<number> }> {
  if (!ctx.transaction) throw new Error('Ticket changes need a transaction: the row locks last until it ends');
  const tickets = new Map<string, Ticket>();
  const created = new Set<number>();
  const unique = [...new Map(keys.map((key) => [keyOf(key), key])).values()];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    for (const ticket of await lockExisting(
      ctx,
      unique.filter((key) => !tickets.has(keyOf(key))),
    ))
      tickets.set(keyOf(ticket), ticket);
    const missing = unique.filter((key) => !tickets.has(keyOf(key)));
    if (missing.length === 0) return { tickets, created };
    for (const ticket of await createTickets(ctx, missing)) {
      tickets.set(keyOf(ticket), ticket);
      created.add(ticket.id);
    }
    // Keys still missing lost a race to a concurrent batch: the next round reads and locks the winner's rows.
    if (unique.every((key) => tickets.has(keyOf(key)))) return { tickets, created };
  }
  throw new Error(`Ticket lookup did not settle for company ${ctx.companyId}`);
}

export { keyOf as ticketKeyOf };
