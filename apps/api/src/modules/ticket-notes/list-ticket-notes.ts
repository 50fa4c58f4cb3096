import type { TicketNoteDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { TicketNote } from '../../models/index.js';
import { loadViewer } from '../tickets/tickets.queries.js';
import { presentTicketNote } from './ticket-notes.presenter.js';
import { loadNotedTicket, noteIncludes } from './ticket-notes.queries.js';
import type { TicketNoteListInput } from './ticket-notes.schemas.js';

/** The notes about a contact in a ticket, newest first (the drawer shows the latest on top). */
export async function listTicketNotes(ctx: ServiceContext, input: TicketNoteListInput): Promise<TicketNoteDTO[]> {
  const viewer = await loadViewer(ctx);
  const ticket = await loadNotedTicket(ctx, viewer, input.ticketId, input.contactId);
  const notes = await TicketNote.findAll({
    where: { companyId: ctx.companyId, ticketId: ticket.id, contactId: ticket.contactId },
    include: noteIncludes,
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    transaction: ctx.transaction,
  });
  return notes.map(presentTicketNote);
}
