import { useCallback } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { TagDTO } from '@zapdesk/shared';
import { useCompanyEvent } from '../../../hooks/useCompanyEvent';
import { fetchTags } from '../api/tags-api';
import { flattenTags, matchesSearch, removeTag, upsertTag, type TagsData } from '../tags-cache';
import { tagKeys } from './tag-keys';

export type TagChange = { type: 'upsert'; tag: TagDTO } | { type: 'remove'; tagId: number };

/** Applies a created, edited or deleted tag to every cached tags list (each keeps its own search). */
export function useApplyTagChange(): (change: TagChange) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (change: TagChange) => {
      for (const [key, data] of queryClient.getQueriesData<TagsData>({ queryKey: tagKeys.lists })) {
        if (!data) continue;
        const searchParam = typeof key[2] === 'string' ? key[2] : '';
        queryClient.setQueryData<TagsData>(
          key,
          change.type === 'remove' ? removeTag(data, change.tagId) : upsertTag(data, change.tag, matchesSearch(change.tag, searchParam)),
        );
      }
    },
    [queryClient],
  );
}

/** The company's tags page by page (spec §9 scrolling), kept current by the `tag` socket event. */
export function useTagList(searchParam: string) {
  const query = useInfiniteQuery({
    queryKey: tagKeys.list(searchParam),
    queryFn: ({ pageParam }) => fetchTags({ searchParam, pageNumber: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
  const applyChange = useApplyTagChange();

  useCompanyEvent('tag', (payload) => {
    if (payload.action === 'delete') applyChange({ type: 'remove', tagId: payload.tagId });
    else applyChange({ type: 'upsert', tag: payload.tag });
  });

  return {
    tags: flattenTags(query.data),
    hasMore: query.hasNextPage,
    loadMore: query.fetchNextPage,
    isLoading: query.isPending,
    isLoadingMore: query.isFetchingNextPage,
    isError: query.isError,
  };
}
