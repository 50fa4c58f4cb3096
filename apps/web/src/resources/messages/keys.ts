import { infiniteQueryOptions } from '@tanstack/react-query';
import { fetchMessages } from './api';

/** Query keys of messages: a ticket's history and the media fetched with the token. */
export const messageKeys = {
  history: (ticketId: number) => ['messages', 'history', ticketId] as const,
  media: (mediaUrl: string) => ['messages', 'media', mediaUrl] as const,
};

export const messageQueries = {
  /** Newest page first, older pages on demand; the history moves with every message, so it is always asked afresh. */
  history: (ticketId: number) =>
    infiniteQueryOptions({
      queryKey: messageKeys.history(ticketId),
      queryFn: ({ pageParam }) => fetchMessages(ticketId, pageParam),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
      staleTime: 0,
    }),
};
