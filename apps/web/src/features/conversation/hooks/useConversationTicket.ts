import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { toast } from 'react-toastify';
import type { TicketDTO } from '@zapdesk/shared';
import { useLiveEvent } from '../../../live/useLiveEvent';
import { useAuth } from '../../../session/useAuth';
import { canOpenTicket } from '../../../resources/tickets/ticket-access';
import { ticketKeys, ticketQueries } from '../../../resources/tickets/keys';

/**
 * The API answers 403 for a ticket of a queue that is not the user's and 404 for one that is not there
 * (or belongs to another company, which it never reveals): both mean this user cannot open it.
 */
function isAccessDenied(error: unknown): boolean {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return status === 403 || status === 404;
}

/**
 * The ticket of /tickets/:uuid (GET /tickets/u/:uuid), kept live by LiveSyncProvider. A ticket the user
 * may not open shows 'Acesso não permitido' and goes back to /tickets (spec §5); a deleted one, or one
 * moved out of the user's reach by someone else, goes back to /tickets.
 */
export function useConversationTicket(uuid: string) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Live events only reach a mounted pane: a ticket opened again is always asked for afresh.
  const query = useQuery(ticketQueries.detail(uuid));
  const ticket = query.data;
  const denied = query.isError && isAccessDenied(query.error);

  useEffect(() => {
    if (!denied) return;
    toast.error(t('conversation.accessDenied'), { toastId: 'conversation-access-denied' });
    void navigate('/tickets', { replace: true });
  }, [denied, navigate, t]);

  const setTicket = useCallback(
    (next: TicketDTO) =>
      queryClient.setQueryData<TicketDTO>(ticketKeys.detail(uuid), (current) => ({
        ...next,
        // Some payloads leave the contact out; the header keeps showing the one it has.
        contact: next.contact ?? current?.contact,
      })),
    [queryClient, uuid],
  );

  useLiveEvent(
    'ticket',
    (payload) => {
      if (!ticket) return;
      if (payload.action === 'delete' && payload.ticketId === ticket.id) {
        void navigate('/tickets');
      } else if (payload.action === 'update' && payload.ticket.id === ticket.id) {
        // LiveSyncProvider has put the update into the cache; a ticket out of reach leaves the screen.
        // No toast here: after the user's own transfer this event may come before the dialog's answer.
        if (user && !canOpenTicket(user, payload.ticket)) void navigate('/tickets');
      }
    },
    ticket !== undefined,
  );

  // A failed refresh of a ticket already on screen keeps showing it; only a first load that failed is an error.
  return { ticket, isError: query.isError && !denied && !ticket, refetch: query.refetch, setTicket };
}
