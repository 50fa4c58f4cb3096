import { Suspense } from 'react';
import type { TicketDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazyNamed } from '../../../lib/lazy-named';

/** The panel (its notes and edit forms) loads when the drawer first opens, not with every conversation. */
const ContactPanel = lazyNamed(() => import('./ContactPanel'), 'ContactPanel');

/** Width of the panel beside the conversation on wide screens. */
export const CONTACT_DRAWER_WIDTH = 320;

/** 'persistent' sits beside the conversation; 'temporary' slides over it with a backdrop. */
export type ContactDrawerVariant = 'persistent' | 'temporary';

export interface ContactDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The ticket whose contact the drawer shows (its notes belong to this ticket and contact). */
  ticket: TicketDTO;
  /** Left out, the drawer decides by the md breakpoint (the spec's switch for the ticket layout). */
  variant?: ContactDrawerVariant;
}

/** The contact's data beside the conversation (spec §2): photo, links, edit, ticket notes, extra info. */
export function ContactDrawer({ open, onClose, ticket, variant }: ContactDrawerProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const mode = variant ?? (narrow ? 'temporary' : 'persistent');

  if (mode === 'temporary') {
    return (
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: CONTACT_DRAWER_WIDTH }, backgroundImage: 'none' } } }}
      >
        {open && (
          <Suspense fallback={null}>
            <ContactPanel ticket={ticket} onClose={onClose} />
          </Suspense>
        )}
      </Drawer>
    );
  }
  if (!open) return null;
  return (
    <Box sx={{ width: CONTACT_DRAWER_WIDTH, flexShrink: 0, height: '100%', borderLeft: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Suspense fallback={null}>
        <ContactPanel ticket={ticket} onClose={onClose} />
      </Suspense>
    </Box>
  );
}
