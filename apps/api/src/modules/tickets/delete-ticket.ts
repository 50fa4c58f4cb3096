import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { inTransaction } from '../../core/transaction.js';
import { ticketTarget } from './ticket-audience.js';
import { authorizeTicketDelete } from './tickets.policy.js';
import { loadViewer, lockTicket } from './tickets.queries.js';

/** DELETE /tickets/:id (admins): the ticket goes with its messages, notes, tags and tracking rows. */
export async function deleteTicket(ctx: ServiceContext, id: number): Promise<void> {
  const viewer = await loadViewer(ctx);
  await inTransaction(ctx, async (tx) => {
    const ticket = await lockTicket(tx, id);
    authorizeTicketDelete(viewer);
    await ticket.destroy({ transaction: tx.transaction });
    publish(tx, { entity: 'ticket', payload: { action: 'delete', ticketId: id }, target: ticketTarget(ticket) });
  });
}
