/** Query keys of a ticket's notes about its contact (read and written only by the contact panel). */
export const ticketNoteKeys = {
  list: (ticketId: number, contactId: number) => ['ticket-notes', ticketId, contactId] as const,
};
