import type { TicketDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { Ticket } from '../../models/index.js';
import { ticketIncludes } from './tickets.includes.js';
import { authorizeTicketAccess } from './tickets.policy.js';
import { presentTicket } from './tickets.presenter.js';
import { loadViewer } from './tickets.queries.js';

/** GET /tickets/:id and /tickets/u/:uuid: 404 outside the company, 403 for a ticket the user may not open (§5). */
export async function showTicket(ctx: ServiceContext, key: { id: number } | { uuid: string }): Promise<TicketDTO> {
  const viewer = await loadViewer(ctx);
  const ticket = await Ticket.findOne({ where: { ...key, companyId: ctx.companyId }, include: ticketIncludes, transaction: ctx.transaction });
  if (!ticket) throw notFound('ERR_NO_TICKET_FOUND');
  authorizeTicketAccess(viewer, ticket);
  return presentTicket(ticket);
}
