import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketDTO } from '@zapdesk/shared';
import { toastError } from '../../../lib/toast-error';
import { fetchTickets } from '../../../resources/tickets/api';
import { passesQueueFilter } from '../../../resources/tickets/queue-filter';
import { appendPage, firstPage, type TicketListData } from '../../../resources/tickets/ticket-list-data';
import { buildTicketQuery, type TicketListScope } from '../../../resources/tickets/ticket-query';
import { ticketKeys } from '../../../resources/tickets/keys';

/** What a ticket list pane needs: the tickets, its badge count and the next page on demand. */
export interface TicketListState {
  tickets: TicketDTO[];
  count: number;
  hasMore: boolean;
  isLoading: boolean;
  isError: boolean;
  isLoadingMore: boolean;
  /** The last next-page load failed: the list waits for a scroll before trying again. */
  loadMoreFailed: boolean;
  loadMore: () => Promise<void>;
  /** Loads the list again from its first page (after a failed load). */
  retry: () => void;
}

/** One ticket list (spec §9: pages loaded on scroll), kept live by useLiveTicketLists. */
export function useTicketList(scope: TicketListScope, enabled: boolean): TicketListState {
  const queryClient = useQueryClient();
  const key = ticketKeys.list(scope);
  const keep = (ticket: TicketDTO) => passesQueueFilter(ticket, scope.queueIds, scope.withoutQueue);
  const query = useQuery({
    queryKey: key,
    queryFn: async () => firstPage(await fetchTickets(buildTicketQuery(scope, 1)), keep),
    enabled,
  });
  // A ref, not state: two scroll events in one frame must not both start the same page.
  const loading = useRef(false);
  const [isLoadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);

  const loadMore = async () => {
    const data = queryClient.getQueryData<TicketListData>(key);
    if (!data?.hasMore || loading.current) return;
    loading.current = true;
    setLoadingMore(true);
    try {
      const page = await fetchTickets(buildTicketQuery(scope, data.nextPage));
      queryClient.setQueryData<TicketListData>(key, (current) => current && appendPage(current, page, keep));
      setLoadMoreFailed(false);
    } catch (error) {
      setLoadMoreFailed(true);
      toastError(error);
    } finally {
      loading.current = false;
      setLoadingMore(false);
    }
  };

  const data = enabled ? query.data : undefined;
  return {
    tickets: data?.tickets ?? [],
    count: data?.count ?? 0,
    hasMore: data?.hasMore ?? false,
    isLoading: enabled && query.isPending,
    isError: enabled && query.isError,
    isLoadingMore,
    loadMoreFailed,
    loadMore,
    retry: () => void query.refetch(),
  };
}
