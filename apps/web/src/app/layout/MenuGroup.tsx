import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { MenuEntry } from './MenuEntry';
import type { MenuLink } from './menu-items';

interface MenuGroupProps {
  item: MenuLink & { children: MenuLink[] };
  collapsed: boolean;
  onNavigate?: () => void;
}

/** A collapsible menu entry (Campanhas); starts open while one of its pages is shown. */
export function MenuGroup({ item, collapsed, onNavigate }: MenuGroupProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => item.children.some((child) => pathname.startsWith(child.to)));
  const Icon = item.icon;
  const label = t(item.labelKey);
  // One list item holds the toggle and its sub-list: a <ul> may only hold <li> (axe 'list').
  return (
    <li>
      <Tooltip title={collapsed ? label : ''} placement="right">
        <ListItemButton
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          aria-label={collapsed ? label : undefined}
          sx={{ mx: 1, my: 0.25, minHeight: 42, pl: 1.5, justifyContent: collapsed ? 'center' : 'flex-start' }}
        >
          <ListItemIcon sx={{ minWidth: collapsed ? 0 : 38, justifyContent: 'center' }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          {!collapsed && (
            <>
              <ListItemText primary={label} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }} />
              {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
            </>
          )}
        </ListItemButton>
      </Tooltip>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding>
          {item.children.map((child) => (
            <MenuEntry key={child.to} item={child} collapsed={collapsed} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </li>
  );
}
