import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { AppDrawer } from './AppDrawer';
import { DefaultPasswordBanner } from './DefaultPasswordBanner';
import { PageSkeleton } from './PageSkeleton';
import { TopBar } from './TopBar';

/** Spec §2 layout: the drawer starts open only on screens wider than 1200 px. */
const OPEN_DRAWER_MIN_WIDTH = 1200;

/** The signed-in shell: drawer, top bar and the current page. */
export function AppLayout() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(() => document.body.clientWidth > OPEN_DRAWER_MIN_WIDTH);
  const { pathname } = useLocation();

  // Crossing into phone width turns the drawer into an overlay, which must start closed. Adjusted while
  // rendering (not in an effect): an overlay mounted open and closed at once never finishes its transition
  // and leaves the page hidden from assistive technology and queries.
  const [wasPhone, setWasPhone] = useState(phone);
  if (phone !== wasPhone) {
    setWasPhone(phone);
    if (phone) setOpen(false);
  }

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppDrawer open={open} temporary={phone} onClose={() => setOpen(false)} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar drawerOpen={open} onToggleDrawer={() => setOpen((v) => !v)} />
        <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
          <DefaultPasswordBanner />
          {/* Pages load on navigation: the drawer and top bar stay while the next one arrives. The router
              navigates in a transition, which keeps a shown boundary's old content instead of its fallback; a
              boundary per page (keyed by the first segment, so /tickets/:uuid keeps its page) shows the skeleton. */}
          <Suspense key={pathname.split('/')[1]} fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
