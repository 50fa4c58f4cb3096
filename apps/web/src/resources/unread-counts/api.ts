import type { UnreadCountsDTO } from '@zapdesk/shared';
import { api } from '../../lib/api-client';

/** GET /unread-counts: the top bar's badges, counted by the server (docs/contract.md §7), not from the first pages. */
export async function fetchUnreadCounts(): Promise<UnreadCountsDTO> {
  const { data } = await api.get<UnreadCountsDTO>('/unread-counts');
  return data;
}

/** POST /unread-counts/announcements/seen: opening the announcements popover reads them all; answers the counts. */
export async function markAnnouncementsSeen(): Promise<UnreadCountsDTO> {
  const { data } = await api.post<UnreadCountsDTO>('/unread-counts/announcements/seen');
  return data;
}
