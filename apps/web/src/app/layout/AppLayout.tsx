import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { AppDrawer } from './AppDrawer';
import { DefaultPasswordBanner } from './DefaultPasswordBanner';
import { TopBar } from './TopBar';

/** Spec §2 layout: the drawer starts open only on screens wider than 1200 px. */
const OPEN_DRAWER_MIN_WIDTH = 1200;

/** The signed-in shell: drawer, top bar and the current page. */
export function AppLayout() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(() => document.body.clientWidth > OPEN_DRAWER_MIN_WIDTH);

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
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
