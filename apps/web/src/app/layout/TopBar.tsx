import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { AnnouncementsControl } from '../../features/announcements/components/AnnouncementsControl';
import { ChatsControl } from '../../features/chats/components/ChatsControl';
import { NotificationsControl } from '../../features/notifications/components/NotificationsControl';
import { Greeting } from './Greeting';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';
import { VolumeControl } from './VolumeControl';

interface TopBarProps {
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

/**
 * The top bar: menu toggle, greeting, and the theme, volume, reload, announcements, chats, notifications
 * and account controls. On phones the theme and reload controls move into the account menu, so the
 * greeting keeps some room beside the rest.
 */
export function TopBar({ drawerOpen, onToggleDrawer }: TopBarProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <AppBar position="sticky" color="primary" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleDrawer}
          aria-label={drawerOpen ? t('layout.closeMenu') : t('layout.openMenu')}
          sx={{ ml: { xs: 0, sm: -0.5 } }}
        >
          <MenuIcon />
        </IconButton>
        <Greeting />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 }, flexShrink: 0 }}>
          {!phone && <ThemeToggle />}
          <VolumeControl />
          {!phone && (
            <Tooltip title={t('layout.reload')}>
              <IconButton color="inherit" onClick={() => window.location.reload()} aria-label={t('layout.reload')}>
                <RefreshOutlined />
              </IconButton>
            </Tooltip>
          )}
          <AnnouncementsControl />
          <ChatsControl />
          <NotificationsControl />
          <UserMenu withPageControls={phone} />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
