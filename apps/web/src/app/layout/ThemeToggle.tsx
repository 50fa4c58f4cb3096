import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useColorMode } from '../color-mode';

/** Switches light/dark; the choice is stored as preferredTheme. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggle } = useColorMode();
  const label = mode === 'light' ? t('layout.darkMode') : t('layout.lightMode');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label}>
        {mode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
