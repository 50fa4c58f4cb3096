import { api } from '../../lib/api-client';

/** A ticket note as /ticket-notes answers it (spec §3 Ticket note). */
export interface TicketNote {
  id: number;
  note: string;
  ticketId: number;
  contactId: number;
  userId: number | null;
  user: { id: number; name: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface TicketNoteRef {
  ticketId: number;
  contactId: number;
}

/** GET /ticket-notes/list: the notes about the contact in this ticket, newest first. */
export function fetchTicketNotes(params: TicketNoteRef): Promise<TicketNote[]> {
  return api.get<TicketNote[]>('/ticket-notes/list', { params }).then((r) => r.data);
}

export function createTicketNote(input: TicketNoteRef & { note: string }): Promise<TicketNote> {
  return api.post<TicketNote>('/ticket-notes', input).then((r) => r.data);
}

export function deleteTicketNote(id: number): Promise<void> {
  return api.delete(`/ticket-notes/${id}`).then(() => undefined);
}
