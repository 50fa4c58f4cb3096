import type { UseQueryResult } from '@tanstack/react-query';

/** A list the API sends whole (queues, connections) in the shape ListPage pages: nothing more to load. */
export function wholeList<T>(query: UseQueryResult<T[]>) {
  return { rows: query.data ?? [], hasMore: false, loadMore: () => undefined, isLoadingMore: false, isError: query.isError };
}
