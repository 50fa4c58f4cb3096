import { useCallback } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementDTO } from '@zapdesk/shared';
import { fetchAnnouncements } from '../api/announcements-api';
import { flattenAnnouncements, matchesAnnouncementSearch, removeAnnouncement, upsertAnnouncement, type AnnouncementsData } from '../announcements-cache';
import { announcementKeys } from './announcement-keys';
import { useAnnouncementEvent } from './useAnnouncementEvent';

export type AnnouncementChange = { type: 'upsert'; record: AnnouncementDTO; isNew: boolean } | { type: 'remove'; id: number };

/** Applies a created, edited or deleted announcement to every cached list of the page (each keeps its own search). */
export function useApplyAnnouncementChange(): (change: AnnouncementChange) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (change: AnnouncementChange) => {
      for (const [key, data] of queryClient.getQueriesData<AnnouncementsData>({ queryKey: announcementKeys.pages })) {
        if (!data) continue;
        const searchParam = typeof key[2] === 'string' ? key[2] : '';
        const next =
          change.type === 'remove'
            ? removeAnnouncement(data, change.id)
            : upsertAnnouncement(data, change.record, change.isNew && matchesAnnouncementSearch(change.record, searchParam));
        queryClient.setQueryData<AnnouncementsData>(key, next);
      }
    },
    [queryClient],
  );
}

/** The announcements page's list (super users: active and inactive), page by page, kept current by `company-announcement`. */
export function useAnnouncementList(searchParam: string) {
  const query = useInfiniteQuery({
    queryKey: announcementKeys.page(searchParam),
    queryFn: ({ pageParam }) => fetchAnnouncements({ searchParam, pageNumber: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
  const applyChange = useApplyAnnouncementChange();

  useAnnouncementEvent((payload) => {
    if (payload.action === 'delete') applyChange({ type: 'remove', id: payload.announcementId });
    else applyChange({ type: 'upsert', record: payload.announcement, isNew: payload.action === 'create' });
  });

  return {
    records: flattenAnnouncements(query.data),
    hasMore: query.hasNextPage,
    loadMore: query.fetchNextPage,
    isLoading: query.isPending,
    isLoadingMore: query.isFetchingNextPage,
    isError: query.isError,
  };
}
