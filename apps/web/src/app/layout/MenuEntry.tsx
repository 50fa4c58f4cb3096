import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import type { MenuLink } from './menu-items';

interface MenuEntryProps {
  item: MenuLink;
  /** The drawer is a rail of icons: the label moves to a tooltip. */
  collapsed: boolean;
  nested?: boolean;
  onNavigate?: () => void;
  /** Shows the '!' badge on the icon, with this text for screen readers (the Conexões alert). */
  alert?: string;
  /** Shows a dot on the icon, with this text for screen readers (unread internal chat messages). */
  dot?: string;
}

/** One link of the drawer menu, highlighted while its route is open. */
export function MenuEntry({ item, collapsed, nested = false, onNavigate, alert, dot }: MenuEntryProps) {
  const { t } = useTranslation();
  const Icon = item.icon;
  const label = t(item.labelKey);
  return (
    <Tooltip title={collapsed ? label : ''} placement="right">
      <ListItemButton
        component={NavLink}
        to={item.to}
        end={item.to === '/'}
        onClick={onNavigate}
        aria-label={collapsed ? label : undefined}
        sx={(theme) => ({
          mx: 1,
          my: 0.25,
          minHeight: 42,
          pl: nested && !collapsed ? 4 : 1.5,
          justifyContent: collapsed ? 'center' : 'flex-start',
          '&.active': {
            bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.1 : 0.16),
            color: 'primary.main',
            fontWeight: 600,
            '& .MuiListItemIcon-root': { color: 'primary.main' },
          },
          '&.active:hover': { bgcolor: alpha(theme.palette.primary.main, 0.2) },
        })}
      >
        <ListItemIcon sx={{ minWidth: collapsed ? 0 : 38, justifyContent: 'center' }}>
          <Badge
            badgeContent="!"
            variant={dot && !alert ? 'dot' : 'standard'}
            color="error"
            invisible={!alert && !dot}
            title={alert ?? dot}
            slotProps={{ badge: { 'aria-label': alert ?? dot } }}
          >
            <Icon fontSize="small" />
          </Badge>
        </ListItemIcon>
        {!collapsed && <ListItemText primary={label} slotProps={{ primary: { variant: 'body2', noWrap: true, sx: { fontWeight: 500 } } }} />}
      </ListItemButton>
    </Tooltip>
  );
}
