import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import type { TicketDTO } from '@zapdesk/shared';
import { toastError } from '../../../lib/toast-error';
import { useAuth } from '../../../session/useAuth';
import { deleteTicket, updateTicket } from '../api/conversation-api';
import { actionBody, leavesConversation, type TicketAction } from '../ticket-access';

/**
 * The header's ticket actions (spec §4): accept and reopen keep the conversation on screen with the
 * answered ticket; return, resolve and delete go back to /tickets.
 */
export function useTicketActions(ticket: TicketDTO, onUpdated: (ticket: TicketDTO) => void) {
  const { user } = useAuth();
  const navigate = useNavigate();

  const change = useMutation({
    mutationFn: (action: TicketAction) => updateTicket(ticket.id, actionBody(action, user?.id ?? 0)),
    onSuccess: (updated, action) => {
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
    run: (action: TicketAction) => change.mutate(action),
    /** The action whose request is on its way (its button shows a spinner, the others wait). */
    pending: change.isPending ? change.variables : null,
    remove: () => remove.mutateAsync().catch(() => undefined),
    isRemoving: remove.isPending,
  };
}
