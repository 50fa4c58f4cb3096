/** A note an agent wrote about the contact of a ticket (spec §3 Ticket note). */
export interface TicketNoteDTO {
  id: number;
  note: string;
  ticketId: number;
  contactId: number;
  /** The author; null once that user was deleted. */
  userId: number | null;
  user: { id: number; name: string } | null;
  createdAt: string;
  updatedAt: string;
}
