import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { findOrFail } from '../../core/tenancy.js';
import { Ticket, User } from '../../models/index.js';
import { authorizeTicketAccess, type TicketViewer } from '../tickets/tickets.policy.js';

export const noteIncludes = [{ model: User, attributes: ['id', 'name'] }];

/**
 * The ticket a note is about, checked like opening the ticket (404 outside the company, 403 without
 * access). The contact must be the ticket's: a note is about that contact in that conversation.
 */
export async function loadNotedTicket(ctx: ServiceContext, viewer: TicketViewer, ticketId: number, contactId: number): Promise<Ticket> {
  const ticket = await findOrFail(Ticket, ctx, ticketId, 'ERR_NO_TICKET_FOUND');
  authorizeTicketAccess(viewer, ticket);
  if (ticket.contactId !== contactId) {
    throw new AppError('ERR_VALIDATION', 400, 'contactId: not the contact of this ticket', { field: 'contactId' });
  }
  return ticket;
}
