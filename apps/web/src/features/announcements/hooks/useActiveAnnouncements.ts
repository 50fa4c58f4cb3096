import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAnnouncements } from '../api/announcements-api';
import { flattenAnnouncements, removeAnnouncement, upsertAnnouncement, type AnnouncementsData } from '../announcements-cache';
import { announcementKeys } from './announcement-keys';
import { useAnnouncementEvent } from './useAnnouncementEvent';

/**
 * The active announcements for the top bar, page by page, kept current by `company-announcement`: a new
 * or re-activated one is added in the API's order, a deactivated or deleted one leaves.
 */
export function useActiveAnnouncements(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: announcementKeys.active,
    queryFn: ({ pageParam }) => fetchAnnouncements({ searchParam: '', pageNumber: pageParam, status: true }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    enabled,
  });

  useAnnouncementEvent((payload) => {
    const data = queryClient.getQueryData<AnnouncementsData>(announcementKeys.active);
    if (!data) return;
    let next: AnnouncementsData;
    if (payload.action === 'delete') next = removeAnnouncement(data, payload.announcementId);
    else if (!payload.announcement.status) next = removeAnnouncement(data, payload.announcement.id);
    else next = upsertAnnouncement(data, payload.announcement, true);
    queryClient.setQueryData<AnnouncementsData>(announcementKeys.active, next);
  });

  return {
    records: flattenAnnouncements(query.data),
    hasMore: query.hasNextPage,
    loadMore: query.fetchNextPage,
    isLoadingMore: query.isFetchingNextPage,
  };
}
