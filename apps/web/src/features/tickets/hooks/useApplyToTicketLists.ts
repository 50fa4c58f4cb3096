import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TicketDTO } from '@zapdesk/shared';
import { useAuth } from '../../../session/useAuth';
import { applyLiveEvent, type LiveTicketEvent, type TicketListData } from '../ticket-list-data';
import { scopeOfKey, ticketKeys } from './ticket-keys';

/**
 * Applies a change to every cached ticket list, each by its own rule (status, visibility, filters),
 * so a ticket that leaves 'Aguardando' lands in 'Atendendo' and both counts follow.
 */
export function useApplyToTicketLists(): (event: LiveTicketEvent) => void {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useCallback(
    (event: LiveTicketEvent) => {
      if (!user) return;
      for (const [key, data] of queryClient.getQueriesData<TicketListData>({ queryKey: ticketKeys.lists })) {
        const scope = scopeOfKey(key);
        if (data && scope) queryClient.setQueryData<TicketListData>(key, applyLiveEvent(data, event, scope, user));
      }
    },
    [queryClient, user],
  );
}

/** A ticket this screen changed itself (accepted, created): placed at once, before its socket event. */
export function ticketUpdated(ticket: TicketDTO): LiveTicketEvent {
  return { entity: 'ticket', payload: { action: 'update', ticket } };
}
