import { useState } from 'react';
import { useInfiniteQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { flattenPages, type Page } from '../../lib/paged-list';

/** Spec §9: a list's search waits 500 ms after typing. */
export const SEARCH_DEBOUNCE_MS = 500;

type PagedQuery<T, K extends QueryKey> = UseInfiniteQueryOptions<Page<T>, Error, InfiniteData<Page<T>, unknown>, K, number>;

/** What a list page renders from: the rows, the search box's text, and paging. */
export interface PagedList<T> {
  rows: T[];
  search: string;
  setSearch: (text: string) => void;
  hasMore: boolean;
  loadMore: () => unknown;
  isLoading: boolean;
  isLoadingMore: boolean;
  isError: boolean;
}

/**
 * A resource's paged list with its search: the infinite query the resource describes for the (debounced,
 * lowercased — spec §5) search, its pages flattened with rows shifted by live inserts shown once. The list is
 * live without anything here: LiveSyncProvider puts every event into every cached list of the resource, by the
 * resource's order and search rule.
 */
export function usePagedList<T extends { id: number }, K extends QueryKey>(query: (search: string) => PagedQuery<T, K>, { enabled = true } = {}): PagedList<T> {
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const result = useInfiniteQuery({ ...query(searchParam), enabled });
  return {
    rows: flattenPages(result.data),
    search,
    setSearch,
    hasMore: result.hasNextPage,
    loadMore: result.fetchNextPage,
    isLoading: enabled && result.isPending,
    isLoadingMore: result.isFetchingNextPage,
    isError: result.isError,
  };
}
