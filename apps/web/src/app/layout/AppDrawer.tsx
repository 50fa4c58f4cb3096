import { useTranslation } from 'react-i18next';
import Drawer from '@mui/material/Drawer';
import { DRAWER_RAIL_WIDTH, DRAWER_WIDTH } from '../theme';
import { DrawerContent } from './DrawerContent';

interface AppDrawerProps {
  open: boolean;
  /** Below 600 px the drawer floats over the page and closes after a click. */
  temporary: boolean;
  onClose: () => void;
}

/** The side drawer: temporary on phones, a permanent panel that collapses to a rail elsewhere. */
export function AppDrawer({ open, temporary, onClose }: AppDrawerProps) {
  const { t } = useTranslation();
  if (temporary) {
    return (
      // The phone's drawer is a modal dialog: it needs a name like any other (axe aria-dialog-name).
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH }, 'aria-label': t('layout.mainMenu') } }}
        keepMounted
      >
        <DrawerContent collapsed={false} onClose={onClose} onNavigate={onClose} />
      </Drawer>
    );
  }
  const width = open ? DRAWER_WIDTH : DRAWER_RAIL_WIDTH;
  return (
    <Drawer
      variant="permanent"
      open={open}
      sx={(theme) => ({
        width,
        flexShrink: 0,
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      })}
      slotProps={{
        paper: {
          sx: (theme) => ({
            width,
            overflowX: 'hidden',
            transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          }),
        },
      }}
    >
      <DrawerContent collapsed={!open} onClose={onClose} />
    </Drawer>
  );
}
