import type { InfiniteData } from '@tanstack/react-query';
import type { AnnouncementDTO, AnnouncementPriority, AnnouncementsPage } from '@zapdesk/shared';

export type AnnouncementsData = InfiniteData<AnnouncementsPage, unknown>;

/** Whether an announcement belongs in a list searched by `searchParam`: title or text, any case (as the API matches). */
export function matchesAnnouncementSearch(record: AnnouncementDTO, searchParam: string): boolean {
  const search = searchParam.trim().toLowerCase();
  return !search || record.title.toLowerCase().includes(search) || record.text.toLowerCase().includes(search);
}

/** The API's order: highest priority (1) first, then newest. */
export function compareAnnouncements(a: AnnouncementDTO, b: AnnouncementDTO): number {
  return a.priority - b.priority || b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

/** Replaces the announcement where it is listed; otherwise, when `addIfMissing`, puts it in the first page in the API's order. */
export function upsertAnnouncement(data: AnnouncementsData, record: AnnouncementDTO, addIfMissing: boolean): AnnouncementsData {
  const listed = data.pages.some((page) => page.records.some((r) => r.id === record.id));
  if (listed) {
    return { ...data, pages: data.pages.map((page) => ({ ...page, records: page.records.map((r) => (r.id === record.id ? record : r)) })) };
  }
  if (!addIfMissing || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first, records: [...first.records, record].sort(compareAnnouncements), count: first.count + 1 }, ...rest] };
}

export function removeAnnouncement(data: AnnouncementsData, id: number): AnnouncementsData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, records: page.records.filter((r) => r.id !== id) })) };
}

/** The pages as one list; an announcement shifted between pages by a live insert is shown once. */
export function flattenAnnouncements(data: AnnouncementsData | undefined): AnnouncementDTO[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) =>
    page.records.filter((record) => {
      if (seen.has(record.id)) return false;
      seen.add(record.id);
      return true;
    }),
  );
}

/** Spec §9: 1 high (red), 2 medium (orange), 3 low (grey); labels are i18n keys. */
export const PRIORITY_STYLES: Record<AnnouncementPriority, { labelKey: string; chip: 'error' | 'warning' | 'default'; bar: string }> = {
  1: { labelKey: 'announcements.priorities.high', chip: 'error', bar: 'error.main' },
  2: { labelKey: 'announcements.priorities.medium', chip: 'warning', bar: 'warning.main' },
  3: { labelKey: 'announcements.priorities.low', chip: 'default', bar: 'grey.500' },
};
