import type { MessageDTO, TicketDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { findOrFail } from '../../core/tenancy.js';
import { Message, Ticket } from '../../models/index.js';
import { ticketIncludes } from '../tickets/tickets.includes.js';
import { authorizeTicketAccess } from '../tickets/tickets.policy.js';
import { loadViewer } from '../tickets/tickets.queries.js';
import { presentTicket } from '../tickets/tickets.presenter.js';
import { messageIncludes } from './messages.includes.js';
import { presentMessage } from './messages.presenter.js';

/** A ticket of the company the actor may see (canSeeTicket): 404 for none (or another company's), 403 when hidden from them. */
export async function findVisibleTicket(ctx: ServiceContext, ticketId: number): Promise<Ticket> {
  const ticket = await findOrFail(Ticket, ctx, ticketId, 'ERR_NO_TICKET_FOUND');
  authorizeTicketAccess(await loadViewer(ctx), ticket);
  return ticket;
}

/** A ticket as its DTO, with everything the presenter needs loaded. */
export async function loadTicketDTO(ctx: ServiceContext, ticketId: number): Promise<TicketDTO> {
  return presentTicket(await findOrFail(Ticket, ctx, ticketId, 'ERR_NO_TICKET_FOUND', { include: ticketIncludes }));
}

/** Messages as DTOs, in the order of the ids given. */
export async function loadMessageDTOs(ctx: ServiceContext, ids: number[]): Promise<MessageDTO[]> {
  if (ids.length === 0) return [];
  const rows = await Message.findAll({ where: { companyId: ctx.companyId, id: ids }, include: messageIncludes, transaction: ctx.transaction });
  const byId = new Map(rows.map((m) => [m.id, m]));
  return ids.flatMap((id) => {
    const message = byId.get(id);
    return message ? [presentMessage(message)] : [];
  });
}
