import { useRef, type ReactNode, type UIEvent } from 'react';
import Paper from '@mui/material/Paper';
import { useLoadUntilScrollable } from '../../hooks/useLoadUntilScrollable';

/** Spec §9: the next page loads within 100 px of the bottom. */
const LOAD_MORE_THRESHOLD_PX = 100;
const DEFAULT_HEIGHT = { xs: 'calc(100dvh - 210px)', sm: 'calc(100vh - 180px)' };

interface Paging {
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => unknown;
  rows: readonly unknown[];
}

interface ScrollLoaderProps {
  list: Paging;
  children: ReactNode;
  /** Names the scroller for tests (`{name}-scroll`). */
  testId?: string;
  /** The scroller's height by breakpoint (the header above it decides how much is left). */
  maxHeight?: Record<string, string>;
}

/** The list's scroll area: the next page near the bottom, and more pages while the rows do not fill it. */
export function ScrollLoader({ list, children, testId, maxHeight = DEFAULT_HEIGHT }: ScrollLoaderProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const { hasMore, isLoadingMore, loadMore, rows } = list;
  useLoadUntilScrollable(scroller, { hasMore, isLoadingMore, loadMore, rowCount: rows.length });

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
    if (hasMore && !isLoadingMore && scrollHeight - (scrollTop + LOAD_MORE_THRESHOLD_PX) < clientHeight) void loadMore();
  };

  return (
    <Paper variant="outlined" ref={scroller} onScroll={onScroll} data-testid={testId} sx={{ overflowY: 'auto', maxHeight }}>
      {children}
    </Paper>
  );
}
