import { useCallback } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { QuickMessageDTO } from '@zapdesk/shared';
import { useCompanyEvent } from '../../../hooks/useCompanyEvent';
import { useAuth } from '../../../session/useAuth';
import { fetchQuickMessages } from '../api/quick-messages-api';
import { canViewQuickMessage } from '../permissions';
import { flattenQuickMessages, matchesQuickMessageSearch, removeQuickMessage, upsertQuickMessage, type QuickMessagesData } from '../quick-messages-cache';
import { quickMessageKeys } from './quick-message-keys';

export type QuickMessageChange = { type: 'upsert'; record: QuickMessageDTO; isNew: boolean } | { type: 'remove'; id: number };

/**
 * Applies a created, edited or deleted reply to every cached list (each keeps its own search), and marks
 * the ticket input's suggestions stale so the next '/' reads the change.
 */
export function useApplyQuickMessageChange(): (change: QuickMessageChange) => void {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useCallback(
    (change: QuickMessageChange) => {
      // A reply made private by its author leaves everybody else's list.
      const gone = change.type === 'remove' || !canViewQuickMessage(user, change.record);
      for (const [key, data] of queryClient.getQueriesData<QuickMessagesData>({ queryKey: quickMessageKeys.pages })) {
        if (!data) continue;
        const searchParam = typeof key[2] === 'string' ? key[2] : '';
        let next: QuickMessagesData;
        if (change.type === 'remove') next = removeQuickMessage(data, change.id);
        else if (gone) next = removeQuickMessage(data, change.record.id);
        else next = upsertQuickMessage(data, change.record, change.isNew && matchesQuickMessageSearch(change.record, searchParam));
        queryClient.setQueryData<QuickMessagesData>(key, next);
      }
      void queryClient.invalidateQueries({ queryKey: quickMessageKeys.suggestions });
    },
    [queryClient, user],
  );
}

/** The replies I may view, page by page (spec §9 scrolling), kept current by the `quickmessage` socket event. */
export function useQuickMessageList(searchParam: string) {
  const query = useInfiniteQuery({
    queryKey: quickMessageKeys.page(searchParam),
    queryFn: ({ pageParam }) => fetchQuickMessages({ searchParam, pageNumber: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
  const applyChange = useApplyQuickMessageChange();

  useCompanyEvent('quickmessage', (payload) => {
    if (payload.action === 'delete') applyChange({ type: 'remove', id: payload.quickMessageId });
    else applyChange({ type: 'upsert', record: payload.quickMessage, isNew: payload.action === 'create' });
  });

  return {
    records: flattenQuickMessages(query.data),
    hasMore: query.hasNextPage,
    loadMore: query.fetchNextPage,
    isLoading: query.isPending,
    isLoadingMore: query.isFetchingNextPage,
    isError: query.isError,
  };
}
