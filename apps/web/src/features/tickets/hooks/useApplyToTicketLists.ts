import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TicketDTO } from '@zapdesk/shared';
import { applyToTicketLists } from '../../../resources/tickets/live';
import type { LiveTicketEvent } from '../../../resources/tickets/ticket-list-data';
import { useAuth } from '../../../session/useAuth';

/** Puts a ticket this screen changed itself (accepted, created) into every list at once, before its socket event. */
export function useApplyToTicketLists(): (event: LiveTicketEvent) => void {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useCallback((event: LiveTicketEvent) => user && applyToTicketLists(queryClient, event, user), [queryClient, user]);
}

export function ticketUpdated(ticket: TicketDTO): LiveTicketEvent {
  return { entity: 'ticket', payload: { action: 'update', ticket } };
}
