import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Check from '@mui/icons-material/Check';
import Translate from '@mui/icons-material/Translate';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { useColorMode } from '../color-mode';
import { ProfileDialog } from './profile-dialog';
import { LANGUAGES, changeLanguage } from '../../lib/i18n';
import { useAuth } from '../../session/useAuth';

/**
 * The avatar menu: Perfil opens the profile dialog, the language list switches the interface, Sair logs out.
 * `withPageControls` (phones) adds the theme switch and reload that the top bar has no room for there.
 */
export function UserMenu({ withPageControls = false }: { withPageControls?: boolean }) {
  const { t, i18n } = useTranslation();
  const { user, logout, reloadUser } = useAuth();
  const { mode, toggle } = useColorMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  if (!user) return null;

  return (
    <>
      <Tooltip title={t('layout.account')}>
        <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('layout.account')} aria-haspopup="menu" sx={{ p: 0.5 }}>
          <Avatar sx={{ width: 32, height: 32, fontSize: 15, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
            {user.name.trim().charAt(0).toUpperCase()}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
      >
        <ListItemText
          sx={{ px: 2, pt: 0.5, pb: 1 }}
          primary={user.name}
          secondary={[user.company?.name, user.email].filter(Boolean).join(' · ')}
          slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        />
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setProfileOpen(true);
          }}
        >
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          {t('layout.profile')}
        </MenuItem>
        {withPageControls && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              toggle();
            }}
          >
            <ListItemIcon>{mode === 'light' ? <DarkModeOutlined fontSize="small" /> : <LightModeOutlined fontSize="small" />}</ListItemIcon>
            {mode === 'light' ? t('layout.darkMode') : t('layout.lightMode')}
          </MenuItem>
        )}
        {withPageControls && (
          <MenuItem onClick={() => window.location.reload()}>
            <ListItemIcon>
              <RefreshOutlined fontSize="small" />
            </ListItemIcon>
            {t('layout.reload')}
          </MenuItem>
        )}
        <Divider />
        <Box sx={{ px: 2, pt: 1, pb: 0.5, display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <Translate fontSize="small" />
          <Typography variant="body2">{t('language.title')}</Typography>
        </Box>
        {LANGUAGES.map((language) => {
          const current = i18n.resolvedLanguage === language;
          return (
            <MenuItem
              key={language}
              lang={language}
              role="menuitemradio"
              aria-checked={current}
              selected={current}
              onClick={() => {
                setAnchor(null);
                changeLanguage(language);
              }}
            >
              <ListItemIcon>{current && <Check fontSize="small" />}</ListItemIcon>
              {t(`language.${language}`)}
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('layout.logout')}
        </MenuItem>
      </Menu>
      <ProfileDialog
        open={profileOpen}
        user={user}
        onClose={() => setProfileOpen(false)}
        onSaved={() => {
          void reloadUser().catch(() => undefined);
        }}
      />
    </>
  );
}
