import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { findOrFail } from '../../core/tenancy.js';
import { inTransaction } from '../../core/transaction.js';
import { Contact, Ticket } from '../../models/index.js';
import { ticketTarget } from '../tickets/ticket-audience.js';
import { authorizeContactDelete } from './contacts.policy.js';

/**
 * DELETE /contacts/:id (admins). The contact's conversations go with it: the schema cascades from the
 * contact to its tickets (and from them to messages, notes, tags and tracking rows), and to its extra
 * info. Keeping tickets that point at no contact would leave lists full of nameless conversations an
 * attendant cannot reply to, and the contact's data is what an admin deleting a contact wants gone.
 * Messages the contact wrote in group conversations stay, without their author (SET NULL). Every
 * deleted ticket is announced to whoever sees it, so their ticket lists drop it.
 */
export async function deleteContact(ctx: ServiceContext, id: number): Promise<void> {
  authorizeContactDelete(ctx);
  await inTransaction(ctx, async (tx) => {
    const contact = await findOrFail(Contact, tx, id, 'ERR_NO_CONTACT_FOUND', { lock: tx.transaction?.LOCK.UPDATE });
    const tickets = await Ticket.findAll({
      where: { companyId: ctx.companyId, contactId: contact.id },
      attributes: ['id', 'status', 'userId', 'queueId'],
      transaction: tx.transaction,
    });
    await contact.destroy({ transaction: tx.transaction });
    for (const ticket of tickets) {
      publish(tx, { entity: 'ticket', payload: { action: 'delete', ticketId: ticket.id }, target: ticketTarget(ticket) });
    }
    publish(tx, { entity: 'contact', payload: { action: 'delete', contactId: contact.id } });
  });
}
