import type { Query, QueryClient, QueryFilters } from '@tanstack/react-query';

/** Queries already set to be read again once their running fetch settles. */
const followedUp = new WeakSet<Query>();

/**
 * An event can overtake a fetch: the server read the data before the event's commit (or before the socket was
 * there to hear it), and the answer lands after the event, undoing it. Each fetch of `filters` running at that
 * moment is therefore followed by one more, once it settles, so the screen ends in the state after the event.
 * Following rather than cancelling: React Query never cancels a first fetch, and a steady stream of events must
 * not keep restarting a list that never gets to load. Settled queries are not touched.
 */
export function refetchInFlight(queryClient: QueryClient, filters: QueryFilters = {}): void {
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll({ ...filters, fetchStatus: 'fetching' })) {
    if (followedUp.has(query)) continue;
    followedUp.add(query);
    const unsubscribe = cache.subscribe((event) => {
      if (event.query !== query) return;
      if (event.type !== 'removed' && query.state.fetchStatus !== 'idle') return;
      unsubscribe();
      followedUp.delete(query);
      if (event.type !== 'removed') void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'all' });
    });
  }
}
