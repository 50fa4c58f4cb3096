import type { ServiceContext } from '../../core/context.js';
import { Ticket } from '../../models/index.js';
import { canAccessTicket } from './tickets.policy.js';
import { loadViewer } from './tickets.queries.js';

/**
 * Whether the actor may follow a ticket's live conversation (the socket's joinChatBox): the ticket must be
 * the company's and one the actor may open, the same rule as GET /tickets/:id.
 */
export async function canWatchTicket(ctx: ServiceContext, ticketId: number): Promise<boolean> {
  const ticket = await Ticket.findOne({ where: { id: ticketId, companyId: ctx.companyId }, attributes: ['id', 'status', 'userId', 'queueId'] });
  if (!ticket) return false;
  return canAccessTicket(await loadViewer(ctx), ticket);
}
