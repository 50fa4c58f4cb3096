import { useInfiniteQuery } from '@tanstack/react-query';
import { flattenPages } from '../../../lib/paged-list';
import { announcementQueries } from '../../../resources/announcements/keys';

/**
 * The active announcements for the top bar, page by page; LiveSyncProvider adds a new or re-activated one in the
 * API's order and takes out a deactivated or deleted one.
 */
export function useActiveAnnouncements(enabled: boolean) {
  const query = useInfiniteQuery({ ...announcementQueries.active(), enabled });
  return {
    records: flattenPages(query.data),
    hasMore: query.hasNextPage,
    loadMore: query.fetchNextPage,
    isLoadingMore: query.isFetchingNextPage,
  };
}
