import type { InternalAxiosRequestConfig } from 'axios';
import type { AnnouncementDTO } from '@zapdesk/shared';
import { makeAnnouncementDto } from '../../../test/feature-dto-fixtures';
import type { Reply } from '../../../test/serve-routes';

export { serve, type RecordedRequest, type Routes } from '../../../test/serve-routes';

/** Announcement 1: active, low priority, without a picture. */
export const makeAnnouncement = makeAnnouncementDto;

/** GET /announcements answering from `pages` by pageNumber, filtered by the search (and status) like the API. */
export function announcementPages(pages: AnnouncementDTO[][]) {
  return (config: InternalAxiosRequestConfig): Reply => {
    const { searchParam, pageNumber, status } = config.params as { searchParam: string; pageNumber: number; status?: boolean };
    const matches = (r: AnnouncementDTO) =>
      (status === undefined || r.status === status) && (r.title.toLowerCase().includes(searchParam) || r.text.toLowerCase().includes(searchParam));
    const records = (pages[pageNumber - 1] ?? []).filter(matches);
    return { status: 200, data: { records, hasMore: pageNumber < pages.length, count: pages.flat().filter(matches).length } };
  };
}
