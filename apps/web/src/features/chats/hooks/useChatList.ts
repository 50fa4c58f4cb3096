import { useInfiniteQuery } from '@tanstack/react-query';
import { useLiveEvent } from '../../../live/useLiveEvent';
import { fetchChats } from '../api/chats-api';
import { flattenChats, type ChatEvent } from '../chats-cache';
import { chatKeys } from './chat-keys';
import { useApplyChatEvent } from './useApplyChatEvent';

/** My chats page by page (spec §9 scrolling), kept current by the `chat` socket event. */
export function useChatList(searchParam: string, { enabled = true, onEvent }: { enabled?: boolean; onEvent?: (event: ChatEvent) => void } = {}) {
  const query = useInfiniteQuery({
    queryKey: chatKeys.list(searchParam),
    queryFn: ({ pageParam }) => fetchChats({ searchParam, pageNumber: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    enabled,
  });
  const applyEvent = useApplyChatEvent();

  useLiveEvent(
    'chat',
    (event) => {
      applyEvent(event);
      onEvent?.(event);
    },
    enabled,
  );

  return {
    records: flattenChats(query.data),
    hasMore: query.hasNextPage,
    loadMore: query.fetchNextPage,
    isLoading: query.isPending && enabled,
    isLoadingMore: query.isFetchingNextPage,
    isError: query.isError,
  };
}
