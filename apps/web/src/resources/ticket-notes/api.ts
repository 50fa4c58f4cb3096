import type { TicketNoteDTO } from '@zapdesk/shared';
import { api } from '../../lib/api-client';

export interface TicketNoteRef {
  ticketId: number;
  contactId: number;
}

/** GET /ticket-notes/list: the notes about the contact in this ticket, newest first. */
export function fetchTicketNotes(params: TicketNoteRef): Promise<TicketNoteDTO[]> {
  return api.get<TicketNoteDTO[]>('/ticket-notes/list', { params }).then((r) => r.data);
}

export function createTicketNote(input: TicketNoteRef & { note: string }): Promise<TicketNoteDTO> {
  return api.post<TicketNoteDTO>('/ticket-notes', input).then((r) => r.data);
}

export function deleteTicketNote(id: number): Promise<void> {
  return api.delete(`/ticket-notes/${id}`).then(() => undefined);
}
