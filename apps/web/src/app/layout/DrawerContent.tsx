import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import { Logo } from '../../components/Logo';
import { DrawerMenu } from './DrawerMenu';

interface DrawerContentProps {
  collapsed: boolean;
  onClose: () => void;
  onNavigate?: () => void;
}

/** Logo, menu and the version footer: the same content in the permanent and temporary drawers. */
export function DrawerContent({ collapsed, onClose, onNavigate }: DrawerContentProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ justifyContent: collapsed ? 'center' : 'space-between', px: collapsed ? 1 : 2, gap: 1 }}>
        <Logo size={collapsed ? 34 : 32} markOnly={collapsed} />
        {!collapsed && (
          <IconButton onClick={onClose} aria-label={t('layout.closeMenu')} size="small">
            <ChevronLeft />
          </IconButton>
        )}
      </Toolbar>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', py: 1 }}>
        <DrawerMenu collapsed={collapsed} onNavigate={onNavigate} />
      </Box>
      <Divider />
      <Box sx={{ py: 1.5, textAlign: 'center' }}>
        <Typography variant="caption" color="text.secondary" data-testid="app-version">
          {APP_VERSION}
        </Typography>
      </Box>
    </Box>
  );
}
