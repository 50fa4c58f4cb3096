import { useCallback, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { KanbanTickets, TicketDTO } from '@zapdesk/shared';
import { useLiveEvent } from '../../../live/useLiveEvent';
import { tagQueries } from '../../../resources/tags/keys';
import { fetchKanbanTickets } from '../../../resources/tickets/api';
import { buildLanes, removeTicket, upsertTicket } from '../../../resources/tickets/kanban-board';
import { ticketKeys } from '../../../resources/tickets/keys';

/**
 * The board of these queues (null: every ticket the user may see; pass a stable array): its lanes and cards, kept live by the
 * `ticket` and `appMessage` events (the lanes are the tags resource's, live through LiveSyncProvider). `applyTicket` puts a ticket on the board as given; while a
 * card is being moved (`moving`), live updates of that ticket wait for the move's own answers, so the
 * card does not flicker between the DELETE and the PUT.
 */
export function useKanbanBoard(queueIds: number[] | null) {
  const queryClient = useQueryClient();
  const lanesQuery = useQuery(tagQueries.kanbanLanes());
  const ticketsKey = useMemo(() => ticketKeys.kanban(queueIds), [queueIds]);
  const ticketsQuery = useQuery({ queryKey: ticketsKey, queryFn: () => fetchKanbanTickets(queueIds) });
  const moving = useRef(new Set<number>());

  const updateTickets = useCallback(
    (change: (tickets: TicketDTO[]) => TicketDTO[]) =>
      queryClient.setQueryData<KanbanTickets>(ticketsKey, (data) => (data ? { ...data, tickets: change(data.tickets) } : data)),
    [queryClient, ticketsKey],
  );
  const applyTicket = useCallback((ticket: TicketDTO) => updateTickets((tickets) => upsertTicket(tickets, ticket, queueIds)), [updateTickets, queueIds]);

  useLiveEvent('ticket', (payload) => {
    if (payload.action === 'delete') updateTickets((tickets) => removeTicket(tickets, payload.ticketId));
    else if (payload.action === 'update' && !moving.current.has(payload.ticket.id)) applyTicket(payload.ticket);
  });
  // A new message changes the card's last message (the event carries the ticket as it is now).
  useLiveEvent('appMessage', (payload) => {
    if (!moving.current.has(payload.ticket.id)) applyTicket(payload.ticket);
  });

  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: ticketsKey }), [queryClient, ticketsKey]);
  const lanes = useMemo(() => lanesQuery.data ?? [], [lanesQuery.data]);
  const board = useMemo(() => buildLanes(lanes, ticketsQuery.data?.tickets ?? []), [lanes, ticketsQuery.data]);

  return {
    lanes,
    board,
    isLoading: lanesQuery.isPending || ticketsQuery.isPending,
    isError: lanesQuery.isError || ticketsQuery.isError,
    applyTicket,
    moving,
    reload,
  };
}
