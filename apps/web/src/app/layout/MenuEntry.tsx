import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '../../lib/visually-hidden';
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
  const noteId = useId();
  const note = alert ?? dot;
  const icon = <Icon fontSize="small" />;
  // A <li> around the link: the drawer's lists may only hold list items (axe 'list').
  return (
    <li>
      <Tooltip title={collapsed ? label : ''} placement="right">
        <ListItemButton
          component={NavLink}
          to={item.to}
          end={item.to === '/'}
          onClick={onNavigate}
          aria-label={collapsed ? label : undefined}
          aria-describedby={note ? noteId : undefined}
          sx={(theme) => ({
            mx: 1,
            my: 0.25,
            minHeight: 42,
            pl: nested && !collapsed ? 4 : 1.5,
            justifyContent: collapsed ? 'center' : 'flex-start',
            // Light mode writes the open entry in the darker primary: the main one misses 4.5:1 on its tint.
            '&.active': {
              bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.1 : 0.16),
              color: theme.palette.mode === 'light' ? 'primary.dark' : 'primary.main',
              fontWeight: 600,
              '& .MuiListItemIcon-root': { color: theme.palette.mode === 'light' ? 'primary.dark' : 'primary.main' },
            },
            '&.active:hover': { bgcolor: alpha(theme.palette.primary.main, 0.2) },
          })}
        >
          <ListItemIcon sx={{ minWidth: collapsed ? 0 : 38, justifyContent: 'center' }}>
            {/* The badge exists only while shown, and its '!' is decoration: the entry is named by its text alone and
              the alert is its description (issue 20: screen readers heard '! Dashboard'). */}
            {note ? (
              <Badge badgeContent="!" variant={dot && !alert ? 'dot' : 'standard'} color="error" slotProps={{ badge: { 'aria-hidden': true } }}>
                {icon}
              </Badge>
            ) : (
              icon
            )}
          </ListItemIcon>
          {!collapsed && <ListItemText primary={label} slotProps={{ primary: { variant: 'body2', noWrap: true, sx: { fontWeight: 500 } } }} />}
          {/* Out of the name (aria-hidden) but read as the description, which may point at hidden text. */}
          {note && (
            <Box component="span" id={noteId} aria-hidden sx={visuallyHidden}>
              {note}
            </Box>
          )}
        </ListItemButton>
      </Tooltip>
    </li>
  );
}
