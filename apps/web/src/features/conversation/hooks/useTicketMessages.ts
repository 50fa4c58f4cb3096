import { useCallback, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { MessageDTO } from '@zapdesk/shared';
import type { MessagesPage } from '../../../resources/messages/api';
import { messageKeys, messageQueries } from '../../../resources/messages/keys';
import { historyOf, replaceMessage } from '../../../resources/messages/message-history';

/**
 * A ticket's history from GET /messages/:ticketId, newest page first and older pages on demand; LiveSyncProvider
 * keeps it live with the `appMessage` event (create appends, update replaces: acks, edits, deletions, reactions).
 */
export function useTicketMessages(ticketId: number) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(messageQueries.history(ticketId));

  /** Puts a message the API answered (a deletion) into the history without waiting for its event. */
  const replace = useCallback(
    (message: MessageDTO) =>
      queryClient.setQueryData<InfiniteData<MessagesPage, unknown>>(messageKeys.history(ticketId), (data) =>
        data ? { ...data, pages: replaceMessage(data.pages, message) } : data,
      ),
    [queryClient, ticketId],
  );

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
