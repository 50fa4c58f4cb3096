import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { TicketDTO } from '@zapdesk/shared';
import { apiErrorCode } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast-error';
import { useAuth } from '../../../session/useAuth';
import { acceptTicket } from '../../../resources/tickets/api';
import { ticketKeys } from '../../../resources/tickets/keys';
import { ticketUpdated, useApplyToTicketLists } from './useApplyToTicketLists';

/**
 * Accept (spec §4): the pending ticket becomes mine and opens. When another attendant was faster the
 * API answers 409: the error toast says so and the lists reload, since the socket event may be late.
 */
export function useAcceptTicket(): { accept: (ticket: TicketDTO) => Promise<void>; acceptingId: number | null } {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const apply = useApplyToTicketLists();
  const [acceptingId, setAcceptingId] = useState<number | null>(null);

  const accept = async (ticket: TicketDTO) => {
    if (!user || acceptingId !== null) return;
    setAcceptingId(ticket.id);
    try {
      const accepted = await acceptTicket(ticket.id, user.id);
      apply(ticketUpdated(accepted));
      navigate(`/tickets/${accepted.uuid}`);
    } catch (error) {
      toastError(error);
      if (apiErrorCode(error) === 'ERR_OTHER_OPEN_TICKET') void queryClient.invalidateQueries({ queryKey: ticketKeys.lists });
    } finally {
      setAcceptingId(null);
    }
  };

  return { accept, acceptingId };
}
