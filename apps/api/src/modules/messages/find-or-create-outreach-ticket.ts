import type { ServiceContext } from '../../core/context.js';
import { Ticket } from '../../models/index.js';
import { unlessTaken } from '../contacts/savepoint.js';

/**
 * The ticket a message the company starts on its own (a schedule, a campaign) is recorded in, locked FOR
 * UPDATE until the transaction ends: the contact's ticket on that connection whatever its status, or a new
 * closed one. Nothing enters the attendants' open or pending lists; a customer's reply reopens the ticket
 * as pending like any closed one, with the message already in its history.
 */
export async function findOrCreateOutreachTicket(ctx: ServiceContext, key: { contactId: number; whatsappId: number; isGroup: boolean }): Promise<Ticket> {
  const transaction = ctx.transaction;
  if (!transaction) throw new Error('The outreach ticket needs a transaction: the row lock lasts until it ends');
  const where = { companyId: ctx.companyId, contactId: key.contactId, whatsappId: key.whatsappId };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const found = await Ticket.findOne({ where, lock: transaction.LOCK.UPDATE, transaction });
    if (found) return found;
    // A concurrent inbound message may create the row first: the unique index settles it, we read theirs.
    const created = await unlessTaken(ctx, (sp) => Ticket.create({ ...where, status: 'closed', isGroup: key.isGroup }, { transaction: sp.transaction }));
    if (created) return created;
  }
  throw new Error(`Ticket lookup did not settle for contact ${key.contactId}`);
}
