import { useCallback, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { MessageDTO } from '@zapdesk/shared';
import { useCompanyEvent } from '../../../hooks/useCompanyEvent';
import { fetchMessages, type MessagesPage } from '../api/conversation-api';
import { addMessage, historyOf, replaceMessage } from '../message-history';
import { conversationKeys } from './conversation-keys';

type HistoryData = InfiniteData<MessagesPage, number>;

/**
 * A ticket's history from GET /messages/:ticketId, newest page first and older pages on demand, kept
 * live by the `appMessage` event (create appends, update replaces: acks, edits, deletions, reactions).
 */
export function useTicketMessages(ticketId: number) {
  const queryClient = useQueryClient();
  const key = conversationKeys.messages(ticketId);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchMessages(ticketId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    // The history moves with every message: opening the ticket again always asks the server.
    staleTime: 0,
  });

  const applyToCache = useCallback(
    (change: (pages: MessagesPage[]) => MessagesPage[]) =>
      queryClient.setQueryData<HistoryData>(conversationKeys.messages(ticketId), (data) =>
        data ? { ...data, pages: change(data.pages) } : data,
      ),
    [queryClient, ticketId],
  );

  /** Puts a message the API answered (a deletion) into the history without waiting for its event. */
  const replace = useCallback((message: MessageDTO) => applyToCache((pages) => replaceMessage(pages, message)), [applyToCache]);

  useCompanyEvent('appMessage', (payload) => {
    if (payload.message.ticketId !== ticketId) return;
    const { message } = payload;
    applyToCache((pages) => (payload.action === 'create' ? addMessage(pages, message) : replaceMessage(pages, message)));
  });

  const pages = query.data?.pages;
  const messages = useMemo(() => historyOf(pages ?? []), [pages]);

  return {
    messages,
    isLoading: query.isLoading,
    isError: query.isError,
    hasOlder: query.hasNextPage,
    isLoadingOlder: query.isFetchingNextPage,
    loadOlder: query.fetchNextPage,
    refetch: query.refetch,
    replace,
  };
}
