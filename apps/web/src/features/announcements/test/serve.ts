import type { InternalAxiosRequestConfig } from 'axios';
import type { AnnouncementDTO } from '@zapdesk/shared';
import type { Reply } from '../../../test/serve-routes';

export { serve, type RecordedRequest, type Routes } from '../../../test/serve-routes';

/** Announcement 1: active, low priority, without a picture. */
export function makeAnnouncement(overrides: Partial<AnnouncementDTO> = {}): AnnouncementDTO {
  return {
    id: 1,
    title: 'Manutenção programada',
    text: 'O sistema fica fora do ar às 22h.',
    priority: 3,
    status: true,
    mediaPath: null,
    mediaName: null,
    companyId: 1,
    createdAt: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

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
