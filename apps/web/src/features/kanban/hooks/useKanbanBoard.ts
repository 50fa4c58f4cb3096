import { useCallback, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { KanbanTickets, TagOptionDTO, TicketDTO } from '@zapdesk/shared';
import { useCompanyEvent } from '../../../hooks/useCompanyEvent';
import { fetchKanbanLanes, fetchKanbanTickets } from '../api/kanban-api';
import { buildLanes, removeLane, removeTicket, upsertLane, upsertTicket } from '../kanban-board';
import { kanbanKeys } from './kanban-keys';

/**
 * The board of these queues (null: every ticket the user may see; pass a stable array): its lanes and cards, kept live by the
 * `ticket`, `appMessage` and `tag` events. `applyTicket` puts a ticket on the board as given; while a
 * card is being moved (`moving`), live updates of that ticket wait for the move's own answers, so the
 * card does not flicker between the DELETE and the PUT.
 */
export function useKanbanBoard(queueIds: number[] | null) {
  const queryClient = useQueryClient();
  const lanesQuery = useQuery({ queryKey: kanbanKeys.lanes, queryFn: fetchKanbanLanes });
  const ticketsKey = useMemo(() => kanbanKeys.tickets(queueIds), [queueIds]);
  const ticketsQuery = useQuery({ queryKey: ticketsKey, queryFn: () => fetchKanbanTickets(queueIds) });
  const moving = useRef(new Set<number>());

  const updateTickets = useCallback(
    (change: (tickets: TicketDTO[]) => TicketDTO[]) =>
      queryClient.setQueryData<KanbanTickets>(ticketsKey, (data) => (data ? { ...data, tickets: change(data.tickets) } : data)),
    [queryClient, ticketsKey],
  );
  const updateLanes = useCallback(
    (change: (lanes: TagOptionDTO[]) => TagOptionDTO[]) => queryClient.setQueryData<TagOptionDTO[]>(kanbanKeys.lanes, (lanes) => (lanes ? change(lanes) : lanes)),
    [queryClient],
  );
  const applyTicket = useCallback((ticket: TicketDTO) => updateTickets((tickets) => upsertTicket(tickets, ticket, queueIds)), [updateTickets, queueIds]);

  useCompanyEvent('ticket', (payload) => {
    if (payload.action === 'delete') updateTickets((tickets) => removeTicket(tickets, payload.ticketId));
    else if (payload.action === 'update' && !moving.current.has(payload.ticket.id)) applyTicket(payload.ticket);
  });
  // A new message changes the card's last message (the event carries the ticket as it is now).
  useCompanyEvent('appMessage', (payload) => {
    if (!moving.current.has(payload.ticket.id)) applyTicket(payload.ticket);
  });
  useCompanyEvent('tag', (payload) => {
    if (payload.action === 'delete') updateLanes((lanes) => removeLane(lanes, payload.tagId));
    else updateLanes((lanes) => upsertLane(lanes, payload.tag));
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
