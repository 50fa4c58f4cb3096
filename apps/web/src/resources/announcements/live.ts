import type { QueryClient } from '@tanstack/react-query';
import type { AnnouncementDTO, AnnouncementEventPayload } from '@zapdesk/shared';
import { applyRowChange, applyToPagedLists, textMatches, type ListRule, type PagedData, type RowChange } from '../../lib/paged-list';
import type { LiveApplier } from '../../live/live-events';
import { announcementKeys } from './keys';

/** The API's order: highest priority (1) first, then newest. */
export function compareAnnouncements(a: AnnouncementDTO, b: AnnouncementDTO): number {
  return a.priority - b.priority || b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

/** GET /announcements: the search matches title or text (any case). */
export const announcementListRule: ListRule<AnnouncementDTO> = {
  matches: (record, search) => textMatches(search, record.title, record.text),
  compare: compareAnnouncements,
};

export function announcementChange(payload: AnnouncementEventPayload): RowChange<AnnouncementDTO> {
  return payload.action === 'delete'
    ? { type: 'remove', id: payload.announcementId }
    : { type: 'upsert', row: payload.announcement, isNew: payload.action === 'create' };
}

/** The top bar lists active ones only: a new or re-activated one joins in the API's order, a deactivated one leaves. */
export function activeChange(change: RowChange<AnnouncementDTO>): RowChange<AnnouncementDTO> {
  if (change.type === 'remove' || change.row.status) return change.type === 'remove' ? change : { ...change, isNew: true };
  return { type: 'remove', id: change.row.id };
}

export function applyAnnouncementChange(queryClient: QueryClient, change: RowChange<AnnouncementDTO>): void {
  applyToPagedLists(queryClient, announcementKeys.lists, change, announcementListRule);
  queryClient.setQueryData<PagedData<AnnouncementDTO>>(announcementKeys.active, (data) =>
    data ? applyRowChange(data, activeChange(change), announcementListRule, '') : data,
  );
}

export const applyAnnouncementEvent: LiveApplier<'announcement'> = (queryClient, payload) => applyAnnouncementChange(queryClient, announcementChange(payload));
