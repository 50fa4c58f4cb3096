import type { ReactNode, UIEventHandler } from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CountBadge, countLabel } from './CountBadge';

interface TopBarListPopoverProps {
  /** The control's name: its tooltip, its button's label (with the count) and the list's label. */
  title: string;
  count: number;
  icon: ReactNode;
  /** The button the popover hangs from while open; null keeps it closed. */
  anchor: HTMLElement | null;
  onOpen: (button: HTMLElement) => void;
  onClose: () => void;
  /** The popover's size in px (narrower screens keep a 16 px margin each side). */
  width: number;
  maxHeight: number;
  /** The popover's scroll (a list that pages as it scrolls). */
  onScroll?: UIEventHandler<HTMLElement>;
  /** Shown instead of the list when it has no rows. */
  emptyText: string;
  empty: boolean;
  /** The list's rows. */
  children: ReactNode;
}

/** A top-bar icon with its count, opening a popover that lists what the count is about (or says there is none). */
export function TopBarListPopover({
  title,
  count,
  icon,
  anchor,
  onOpen,
  onClose,
  width,
  maxHeight,
  onScroll,
  emptyText,
  empty,
  children,
}: TopBarListPopoverProps) {
  return (
    <>
      <Tooltip title={title}>
        <IconButton color="inherit" aria-label={countLabel(title, count)} aria-haspopup="dialog" onClick={(event) => onOpen(event.currentTarget)}>
          <CountBadge count={count}>{icon}</CountBadge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { onScroll, sx: { width, maxWidth: 'calc(100vw - 32px)', maxHeight, mt: 1 } } }}
      >
        {empty ? (
          <Typography sx={{ px: 2, py: 2.5 }} color="text.secondary">
            {emptyText}
          </Typography>
        ) : (
          <List disablePadding aria-label={title}>
            {children}
          </List>
        )}
      </Popover>
    </>
  );
}
