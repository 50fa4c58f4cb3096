import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/** A change as it applies to one cached value (a list's pages, an array), given that value's key. */
export type Reapply = (data: unknown, queryKey: QueryKey) => unknown;

/** The changes applied to each cached list while its fetch was under way, in the order they came. */
const keptChanges = new WeakMap<Query, Reapply[]>();
const watchedClients = new WeakSet<QueryClient>();

/**
 * A list whose fetch is under way when a change lands may bring the rows as they were before it (read before the
 * save committed) and, arriving last, would put the old row back, or leave out a row a search typed just before the
 * save should show. The change is kept and applied again to what that fetch brings. A change is a row's new state
 * or its removal, so applying it to rows that already have it changes nothing. No request is added: reading the
 * list again would be cancelled over and over while events stream in (contacts during an inbound burst, a running
 * campaign's progress).
 */
export function applyAgainWhenFetched(queryClient: QueryClient, queryKey: QueryKey, reapply: Reapply): void {
  watch(queryClient);
  for (const query of queryClient.getQueryCache().findAll({ queryKey, fetchStatus: 'fetching' })) {
    keptChanges.set(query, [...(keptChanges.get(query) ?? []), reapply]);
  }
}

function watch(queryClient: QueryClient): void {
  if (watchedClients.has(queryClient)) return;
  watchedClients.add(queryClient);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { query, action } = event;
    const changes = keptChanges.get(query);
    if (!changes) return;
    // A manual success is a change written into the cache (setQueryData), not the fetch's answer.
    if (action.type === 'success' && !action.manual) {
      keptChanges.delete(query);
      const fetched: unknown = query.state.data;
      if (fetched !== undefined)
        queryClient.setQueryData(
          query.queryKey,
          changes.reduce<unknown>((data, reapply) => reapply(data, query.queryKey), fetched),
        );
    } else if (query.state.fetchStatus === 'idle') {
      // The fetch failed or was cancelled: a later one reads the rows after these changes.
      keptChanges.delete(query);
    }
  });
}

/**
 * Applies a change to the value cached under `queryKey` (when loaded), and again to what a fetch of it under way
 * brings. `update` must give the same result applied twice (a row's new state, a removal).
 */
export function updateCached<T>(queryClient: QueryClient, queryKey: QueryKey, update: (value: T) => T): void {
  queryClient.setQueryData<T>(queryKey, (value) => (value === undefined ? value : update(value)));
  applyAgainWhenFetched(queryClient, queryKey, (data) => update(data as T));
}
