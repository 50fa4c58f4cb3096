import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchChatMessages } from '../api/chats-api';
import { flattenChatMessages } from '../chats-cache';
import { chatKeys } from './chat-keys';

/** A chat's history: page 1 is the newest; older pages load on demand (live messages come through useApplyChatEvent). */
export function useChatMessages(chatId: number) {
  const query = useInfiniteQuery({
    queryKey: chatKeys.messages(chatId),
    queryFn: ({ pageParam }) => fetchChatMessages(chatId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
  return {
    messages: flattenChatMessages(query.data),
    hasOlder: query.hasNextPage,
    loadOlder: query.fetchNextPage,
    isLoading: query.isPending,
    isLoadingOlder: query.isFetchingNextPage,
    isError: query.isError,
  };
}
