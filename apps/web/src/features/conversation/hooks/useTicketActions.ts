import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import type { TicketDTO } from '@zapdesk/shared';
import { toastError } from '../../../lib/toast-error';
import { useAuth } from '../../../session/useAuth';
import { deleteTicket, updateTicket } from '../../../resources/tickets/api';
import { actionBody, leavesConversation, type TicketAction } from '../../../resources/tickets/ticket-access';

/**
 * The header's ticket actions (spec §4): accept and reopen keep the conversation on screen with the
 * answered ticket; return, resolve and delete go back to /tickets.
 */
export function useTicketActions(ticket: TicketDTO, onUpdated: (ticket: TicketDTO) => void) {
  const { user } = useAuth();
  const navigate = useNavigate();

  const change = useMutation({
    mutationFn: ({ action, sendRating }: { action: TicketAction; sendRating?: boolean }) =>
      updateTicket(ticket.id, { ...actionBody(action, user?.id ?? 0), ...(sendRating === undefined ? {} : { sendRating }) }),
    onSuccess: (updated, { action }) => {
      if (leavesConversation(action)) void navigate('/tickets');
      else onUpdated(updated);
    },
    onError: toastError,
  });

  const remove = useMutation({
    mutationFn: () => deleteTicket(ticket.id),
    onSuccess: () => void navigate('/tickets'),
    onError: toastError,
  });

  return {
    run: (action: TicketAction) => change.mutate({ action }),
    /** 'Finalizar com avaliação' (true) or 'Finalizar sem avaliação' (false), offered when userRating is enabled. */
    resolve: (sendRating: boolean) => change.mutate({ action: 'resolve', sendRating }),
    /** The action whose request is on its way (its button shows a spinner, the others wait). */
    pending: change.isPending ? (change.variables?.action ?? null) : null,
    remove: () => remove.mutateAsync().catch(() => undefined),
    isRemoving: remove.isPending,
  };
}
