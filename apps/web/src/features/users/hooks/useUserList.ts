import { useCallback } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { UserDTO } from '@zapdesk/shared';
import { fetchUsers } from '../api/users-api';
import { flattenUsers, matchesSearch, removeUser, upsertUser, type UsersData } from '../users-cache';
import { useCompanyEvent } from '../../../hooks/useCompanyEvent';
import { userKeys } from './user-keys';

export type UserChange = { type: 'upsert'; user: UserDTO } | { type: 'remove'; userId: number };

/** Applies a created, edited or deleted user to every cached users list (each keeps its own search). */
export function useApplyUserChange(): (change: UserChange) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (change: UserChange) => {
      for (const [key, data] of queryClient.getQueriesData<UsersData>({ queryKey: userKeys.lists })) {
        if (!data) continue;
        const searchParam = typeof key[2] === 'string' ? key[2] : '';
        queryClient.setQueryData<UsersData>(
          key,
          change.type === 'remove' ? removeUser(data, change.userId) : upsertUser(data, change.user, matchesSearch(change.user, searchParam)),
        );
      }
    },
    [queryClient],
  );
}

/** The company's users page by page (spec §9 scrolling), kept current by the `user` socket event. */
export function useUserList(searchParam: string) {
  const query = useInfiniteQuery({
    queryKey: userKeys.list(searchParam),
    queryFn: ({ pageParam }) => fetchUsers({ searchParam, pageNumber: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
  const applyChange = useApplyUserChange();

  useCompanyEvent('user', (payload) => {
    if (payload.action === 'delete') applyChange({ type: 'remove', userId: payload.userId });
    else applyChange({ type: 'upsert', user: payload.user });
  });

  return {
    users: flattenUsers(query.data),
    hasMore: query.hasNextPage,
    loadMore: query.fetchNextPage,
    isLoading: query.isPending,
    isLoadingMore: query.isFetchingNextPage,
    isError: query.isError,
  };
}
