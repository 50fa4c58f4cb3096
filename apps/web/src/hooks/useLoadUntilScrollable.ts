import { useEffect, type RefObject } from 'react';

interface PagedList {
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => unknown;
  /** How many rows are shown: each change re-checks whether the list fills its scroller. */
  rowCount: number;
}

/**
 * Loads the next page while the rows do not fill their scroller. Paging waits for a scroll near the bottom
 * (spec §9), and on a tall screen a first page that fits without scrolling would never ask for more.
 */
export function useLoadUntilScrollable(scroller: RefObject<HTMLElement | null>, { hasMore, isLoadingMore, loadMore, rowCount }: PagedList): void {
  useEffect(() => {
    const element = scroller.current;
    // clientHeight 0: not laid out (hidden, or a test's DOM), so nothing can be said about filling it.
    if (!element || !hasMore || isLoadingMore || element.clientHeight === 0) return;
    if (element.scrollHeight <= element.clientHeight) void loadMore();
  }, [scroller, hasMore, isLoadingMore, loadMore, rowCount]);
}
