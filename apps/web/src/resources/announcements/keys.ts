import { pagedQueryOptions } from '../../lib/paged-list';
import { fetchAnnouncements } from './api';

/** Query keys of announcements: the page's searched lists and the top bar's active ones. */
export const announcementKeys = {
  lists: ['announcements', 'list'] as const,
  list: (search: string) => ['announcements', 'list', search] as const,
  active: ['announcements', 'active'] as const,
};

export const announcementQueries = {
  /** Super users: active and inactive. */
  list: (search: string) => pagedQueryOptions(announcementKeys.list(search), (pageNumber) => fetchAnnouncements({ searchParam: search, pageNumber })),
  active: () => pagedQueryOptions(announcementKeys.active, (pageNumber) => fetchAnnouncements({ searchParam: '', pageNumber, status: true })),
};
