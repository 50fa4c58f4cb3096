import { infiniteQueryOptions, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { applyAgainWhenFetched } from './changes-during-fetch';

/**
 * One page of a paged list as every resource caches it, whatever the route calls its rows (`tags`, `records`,
 * `contacts` …): the resource's fetcher renames them, so one set of reducers serves every list.
 */
export interface Page<T> {
  rows: T[];
  hasMore: boolean;
  /** Only where the route counts (users, contacts, announcements). */
  count?: number;
}
export type PagedData<T> = InfiniteData<Page<T>, unknown>;

interface Row {
  id: number;
}

/** A resource's list rule: which rows a search shows (as the API matches) and where a new row goes. */
export interface ListRule<T> {
  matches: (row: T, search: string) => boolean;
  /** The API's order; without one a new row goes on top (the newest-first lists). */
  compare?: (a: T, b: T) => number;
}

/** A row the server created, changed or removed, from a live event or the answer to one's own request. */
export type RowChange<T> = { type: 'upsert'; row: T; isNew: boolean } | { type: 'remove'; id: number };

/** Wraps a route's page in the common shape. */
export function toPage<T>(rows: T[], page: { hasMore: boolean; count?: number }): Page<T> {
  return { rows, hasMore: page.hasMore, ...(page.count !== undefined ? { count: page.count } : {}) };
}

/** The pages as one list; a row shifted between pages by a live insert is shown once. */
export function flattenPages<T extends Row>(data: PagedData<T> | undefined): T[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) =>
    page.rows.filter((row) => {
      if (seen.has(row.id)) return false;
      seen.add(row.id);
      return true;
    }),
  );
}

function withCount<T>(page: Page<T>, delta: number): Page<T> {
  return page.count === undefined ? page : { ...page, count: page.count + delta };
}

/** Where a row missing from the list goes: on top, or by the rule's order among the loaded pages (null: not loaded yet). */
function insertionPage<T>(data: PagedData<T>, row: T, compare: ((a: T, b: T) => number) | undefined): number | null {
  if (!compare) return 0;
  const index = data.pages.findIndex((page) => page.rows.some((listed) => compare(row, listed) < 0));
  if (index !== -1) return index;
  const last = data.pages.length - 1;
  // It sorts after every loaded row: it arrives with a later page, unless the last one is loaded.
  return data.pages[last].hasMore ? null : last;
}

/**
 * Replaces the row where it is listed (keeping fields a live payload leaves out); otherwise, when `addIfMissing`,
 * inserts it on top or in the rule's order.
 */
export function upsertRow<T extends Row>(data: PagedData<T>, row: T, addIfMissing: boolean, compare?: (a: T, b: T) => number): PagedData<T> {
  if (data.pages.some((page) => page.rows.some((listed) => listed.id === row.id))) {
    return {
      ...data,
      pages: data.pages.map((page) => ({ ...page, rows: page.rows.map((listed) => (listed.id === row.id ? { ...listed, ...row } : listed)) })),
    };
  }
  if (!addIfMissing || data.pages.length === 0) return data;
  const target = insertionPage(data, row, compare);
  if (target === null) return data;
  return {
    ...data,
    pages: data.pages.map((page, index) => {
      if (index !== target) return page;
      const rows = compare ? [...page.rows, row].sort(compare) : [row, ...page.rows];
      return withCount({ ...page, rows }, 1);
    }),
  };
}

export function removeRow<T extends Row>(data: PagedData<T>, id: number): PagedData<T> {
  return { ...data, pages: data.pages.map((page) => ({ ...page, rows: page.rows.filter((row) => row.id !== id) })) };
}

/** A change applied to one list searched by `search`: a new row is added only where the search shows it. */
export function applyRowChange<T extends Row>(data: PagedData<T>, change: RowChange<T>, rule: ListRule<T>, search: string): PagedData<T> {
  if (change.type === 'remove') return removeRow(data, change.id);
  return upsertRow(data, change.row, change.isNew && rule.matches(change.row, search), rule.compare);
}

/** The same change for a whole list held as one array (pickers, small lists). */
export function applyRowChangeToArray<T extends Row>(list: T[], change: RowChange<T>, compare?: (a: T, b: T) => number): T[] {
  if (change.type === 'remove') return list.filter((row) => row.id !== change.id);
  const listed = list.some((row) => row.id === change.row.id);
  if (!listed && !change.isNew) return list;
  const next = listed ? list.map((row) => (row.id === change.row.id ? { ...row, ...change.row } : row)) : [...list, change.row];
  return compare ? [...next].sort(compare) : next;
}

/**
 * Applies a change to every cached list under `listsKey`; each list's search is the key part after that
 * prefix (`[...listsKey, search]`), so each keeps its own search.
 */
export function applyToPagedLists<T extends Row>(queryClient: QueryClient, listsKey: QueryKey, change: RowChange<T>, rule: ListRule<T>): void {
  const apply = (data: PagedData<T>, key: QueryKey) => {
    const search = key[listsKey.length];
    return applyRowChange(data, change, rule, typeof search === 'string' ? search : '');
  };
  for (const [key, data] of queryClient.getQueriesData<PagedData<T>>({ queryKey: listsKey })) {
    if (data) queryClient.setQueryData<PagedData<T>>(key, apply(data, key));
  }
  applyAgainWhenFetched(queryClient, listsKey, (data, key) => apply(data as PagedData<T>, key));
}

/** Applies a change to the array cached under `key` (when loaded). */
export function applyToCachedArray<T extends Row>(queryClient: QueryClient, key: QueryKey, change: RowChange<T>, compare?: (a: T, b: T) => number): void {
  queryClient.setQueriesData<T[]>({ queryKey: key }, (list) => (list ? applyRowChangeToArray(list, change, compare) : list));
  applyAgainWhenFetched(queryClient, key, (list) => applyRowChangeToArray(list as T[], change, compare));
}

/** Whether any of the texts contains the (trimmed, lowercased) search; an empty search matches everything. */
export function textMatches(search: string, ...texts: Array<string | null | undefined>): boolean {
  const wanted = search.trim().toLowerCase();
  return !wanted || texts.some((text) => (text ?? '').toLowerCase().includes(wanted));
}

/** A resource's paged list as an infinite query: pages 1, 2 … while the last one says hasMore. */
export function pagedQueryOptions<T, K extends QueryKey>(queryKey: K, fetchPage: (pageNumber: number) => Promise<Page<T>>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>, pages: Array<Page<T>>) => (last.hasMore ? pages.length + 1 : undefined),
  });
}
