import type { TicketNoteDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { findOrFail } from '../../core/tenancy.js';
import { inTransaction } from '../../core/transaction.js';
import { TicketNote } from '../../models/index.js';
import { loadViewer } from '../tickets/tickets.queries.js';
import { presentTicketNote } from './ticket-notes.presenter.js';
import { loadNotedTicket, noteIncludes } from './ticket-notes.queries.js';
import type { TicketNoteCreateInput } from './ticket-notes.schemas.js';

/** Adds an internal note about the ticket's contact, signed by the current user. */
export async function createTicketNote(ctx: ServiceContext, input: TicketNoteCreateInput): Promise<TicketNoteDTO> {
  const viewer = await loadViewer(ctx);
  return inTransaction(ctx, async (tx) => {
    const ticket = await loadNotedTicket(tx, viewer, input.ticketId, input.contactId);
    const note = await TicketNote.create(
      { note: input.note, ticketId: ticket.id, contactId: ticket.contactId, userId: viewer.userId, companyId: ctx.companyId },
      { transaction: tx.transaction },
    );
    return presentTicketNote(await findOrFail(TicketNote, tx, note.id, 'ERR_NOT_FOUND', { include: noteIncludes }));
  });
}
