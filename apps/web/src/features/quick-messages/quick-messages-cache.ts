import type { InfiniteData } from '@tanstack/react-query';
import type { QuickMessageDTO, QuickMessagesPage } from '@zapdesk/shared';

export type QuickMessagesData = InfiniteData<QuickMessagesPage, unknown>;

/** Whether a reply belongs in a list searched by `searchParam`: shortcode or text, any case (as the API matches). */
export function matchesQuickMessageSearch(record: QuickMessageDTO, searchParam: string): boolean {
  const search = searchParam.trim().toLowerCase();
  return !search || record.shortcode.toLowerCase().includes(search) || record.message.toLowerCase().includes(search);
}

/** Replaces the reply where it is listed; otherwise adds it on top when `addIfMissing`. */
export function upsertQuickMessage(data: QuickMessagesData, record: QuickMessageDTO, addIfMissing: boolean): QuickMessagesData {
  const listed = data.pages.some((page) => page.records.some((r) => r.id === record.id));
  if (listed) {
    return { ...data, pages: data.pages.map((page) => ({ ...page, records: page.records.map((r) => (r.id === record.id ? record : r)) })) };
  }
  if (!addIfMissing || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first, records: [record, ...first.records] }, ...rest] };
}

export function removeQuickMessage(data: QuickMessagesData, id: number): QuickMessagesData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, records: page.records.filter((r) => r.id !== id) })) };
}

/** The pages as one list; a reply shifted between pages by a live insert is shown once. */
export function flattenQuickMessages(data: QuickMessagesData | undefined): QuickMessageDTO[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) =>
    page.records.filter((record) => {
      if (seen.has(record.id)) return false;
      seen.add(record.id);
      return true;
    }),
  );
}
