import type { InfiniteData } from '@tanstack/react-query';
import type { TagDTO, TagsPage } from '@zapdesk/shared';

export type TagsData = InfiniteData<TagsPage, unknown>;

/** Whether a tag belongs in a list searched by `searchParam` (its name, case-insensitive). */
export function matchesSearch(tag: TagDTO, searchParam: string): boolean {
  const search = searchParam.trim().toLowerCase();
  return !search || tag.name.toLowerCase().includes(search);
}

/**
 * Replaces the tag where it is listed; otherwise adds it in name order among the loaded tags when
 * `addIfMissing` (a tag that sorts after the last loaded page arrives with that page instead).
 */
export function upsertTag(data: TagsData, tag: TagDTO, addIfMissing: boolean): TagsData {
  const listed = data.pages.some((page) => page.tags.some((t) => t.id === tag.id));
  if (listed) {
    return { ...data, pages: data.pages.map((page) => ({ ...page, tags: page.tags.map((t) => (t.id === tag.id ? tag : t)) })) };
  }
  if (!addIfMissing || data.pages.length === 0) return data;
  const byName = (a: TagDTO, b: TagDTO) => a.name.localeCompare(b.name) || a.id - b.id;
  const pageIndex = data.pages.findIndex((page) => page.tags.some((t) => byName(tag, t) < 0));
  const lastPage = data.pages.length - 1;
  if (pageIndex === -1 && data.pages[lastPage].hasMore) return data;
  const target = pageIndex === -1 ? lastPage : pageIndex;
  return {
    ...data,
    pages: data.pages.map((page, index) => (index === target ? { ...page, tags: [...page.tags, tag].sort(byName) } : page)),
  };
}

export function removeTag(data: TagsData, tagId: number): TagsData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, tags: page.tags.filter((t) => t.id !== tagId) })) };
}

/** The pages as one list; a tag shifted between pages by a live insert is shown once. */
export function flattenTags(data: TagsData | undefined): TagDTO[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) =>
    page.tags.filter((tag) => {
      if (seen.has(tag.id)) return false;
      seen.add(tag.id);
      return true;
    }),
  );
}
