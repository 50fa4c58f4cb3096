import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketNoteDTO } from '@zapdesk/shared';
import { createTicketNote, deleteTicketNote, fetchTicketNotes, type TicketNoteRef } from '../../../resources/ticket-notes/api';
import { ticketNoteKeys } from '../../../resources/ticket-notes/keys';

/** The notes of a ticket's contact, with add and remove applied to the cached list (no refetch). */
export function useTicketNotes({ ticketId, contactId }: TicketNoteRef) {
  const queryClient = useQueryClient();
  const key = ticketNoteKeys.list(ticketId, contactId);
  const query = useQuery({ queryKey: key, queryFn: () => fetchTicketNotes({ ticketId, contactId }) });

  const addNote = async (note: string): Promise<TicketNoteDTO> => {
    const created = await createTicketNote({ note, ticketId, contactId });
    // Newest first, like the server's list.
    queryClient.setQueryData<TicketNoteDTO[]>(key, (notes) => [created, ...(notes ?? []).filter((n) => n.id !== created.id)]);
    return created;
  };

  const removeNote = async (id: number): Promise<void> => {
    await deleteTicketNote(id);
    queryClient.setQueryData<TicketNoteDTO[]>(key, (notes) => notes?.filter((n) => n.id !== id));
  };

  return { notes: query.data ?? [], isLoading: query.isPending, isError: query.isError, addNote, removeNote };
}
