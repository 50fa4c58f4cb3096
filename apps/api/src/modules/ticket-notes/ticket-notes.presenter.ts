import type { TicketNote } from '../../models/index.js';

/** §3 Ticket note: id, note, createdAt, user.name, ticketId, contactId. */
export interface TicketNoteDTO {
  id: number;
  note: string;
  ticketId: number;
  contactId: number;
  userId: number | null;
  user: { id: number; name: string } | null;
  createdAt: string;
  updatedAt: string;
}

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
