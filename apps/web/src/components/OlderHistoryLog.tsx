import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { useOlderHistoryScroll, type OlderHistory } from '../hooks/useOlderHistoryScroll';

interface OlderHistoryLogProps {
  history: OlderHistory;
  label: string;
  busy: boolean;
  /** The spinner above the messages, named by this text; none while it is undefined. */
  loadingLabel?: string;
  /** The list's padding and spacing. */
  sx: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A message history that pages upwards (tickets, internal chats) as a live log: it scrolls by
 * useOlderHistoryScroll, and a spinner over the top of the messages says that a page is loading.
 */
export function OlderHistoryLog({ history, label, busy, loadingLabel, sx, children }: OlderHistoryLogProps) {
  const { scrollRef, handleScroll } = useOlderHistoryScroll(history);
  return (
    <Box
      ref={scrollRef}
      onScroll={handleScroll}
      role="log"
      aria-label={label}
      aria-busy={busy}
      sx={[
        {
          flex: 1,
          minHeight: 0,
          overflowY: 'auto',
          // The list keeps its own position when older pages arrive; the browser's anchoring would add to it.
          overflowAnchor: 'none',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {loadingLabel !== undefined && (
        // A row of no height that sticks to the top: the spinner shows over the first messages instead of pushing
        // them down while the page loads (they jumped 38 px and back), so what the reader sees stays in place.
        <Box sx={{ position: 'sticky', top: 0, height: 0, zIndex: 1, display: 'flex', justifyContent: 'center', overflow: 'visible' }}>
          <CircularProgress size={22} aria-label={loadingLabel} sx={{ mt: 1 }} />
        </Box>
      )}
      {children}
    </Box>
  );
}
