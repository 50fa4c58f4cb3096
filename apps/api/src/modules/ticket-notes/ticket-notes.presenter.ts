import type { TicketNoteDTO } from '@zapdesk/shared';
import type { TicketNote } from '../../models/index.js';

/** TicketNote → DTO; user appears when loaded. */
export function presentTicketNote(note: TicketNote): TicketNoteDTO {
  return {
    id: note.id,
    note: note.note,
    ticketId: note.ticketId,
    contactId: note.contactId,
    userId: note.userId,
    user: note.user ? { id: note.user.id, name: note.user.name } : null,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}
