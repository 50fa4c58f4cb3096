import type { ReactNode, UIEvent } from 'react';
import Box from '@mui/material/Box';

/** Spec §9: the next page loads when the list is scrolled within 100 px of its bottom. */
export const LOAD_MORE_THRESHOLD_PX = 100;

/** Whether a scrolled element is within the threshold of its bottom. */
export function isNearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - (element.scrollTop + LOAD_MORE_THRESHOLD_PX) < element.clientHeight;
}

/** A bordered, scrolling box for a manager's table; `onNearBottom` asks for more rows. */
export function ScrollArea({ onNearBottom, children, testId }: { onNearBottom?: () => void; children: ReactNode; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      onScroll={(event: UIEvent<HTMLElement>) => {
        if (onNearBottom && isNearBottom(event.currentTarget)) onNearBottom();
      }}
      sx={{ maxHeight: { xs: 440, md: 520 }, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {children}
    </Box>
  );
}
