import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import { useChatUnreads } from '../../features/chats/hooks/useChatUnreads';
import { useConnectionsAlert } from '../../features/connections/hooks/useConnectionsAlert';
import { useAuth } from '../../session/useAuth';
import { MenuEntry } from './MenuEntry';
import { MenuGroup } from './MenuGroup';
import { visibleMenu } from './menu-items';

/** The drawer's navigation, filtered by role, plan flags and the cshow key. */
export function DrawerMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const connectionsAlert = useConnectionsAlert();
  const chatsUnread = useChatUnreads().total > 0;
  return (
    <nav aria-label={t('layout.mainMenu')}>
      {visibleMenu(user).map((section, index) => (
        <Fragment key={section.headingKey ?? index}>
          {index > 0 && <Divider sx={{ my: 1 }} />}
          <List
            dense
            disablePadding
            subheader={
              section.headingKey && !collapsed ? (
                <ListSubheader
                  disableSticky
                  sx={{ bgcolor: 'transparent', lineHeight: '32px', fontWeight: 600, letterSpacing: '0.04em', textTransform: 'uppercase', fontSize: 11 }}
                >
                  {t(section.headingKey)}
                </ListSubheader>
              ) : undefined
            }
          >
            {section.items.map((item) =>
              item.children ? (
                <MenuGroup key={item.to} item={{ ...item, children: item.children }} collapsed={collapsed} onNavigate={onNavigate} />
              ) : (
                <MenuEntry
                  key={item.to}
                  item={item}
                  collapsed={collapsed}
                  onNavigate={onNavigate}
                  alert={item.to === '/connections' && connectionsAlert ? t('connections.menuAlert') : undefined}
                  dot={item.to === '/chats' && chatsUnread ? t('chats.menuUnread') : undefined}
                />
              ),
            )}
          </List>
        </Fragment>
      ))}
    </nav>
  );
}
