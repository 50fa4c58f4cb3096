import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { chatUnreads } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { useAuth } from '../../../session/useAuth';
import { useChatUnreads } from '../hooks/useChatUnreads';
import { CountBadge, countLabel } from '../../../components/CountBadge';

/**
 * The internal-chats control of the top bar (plans with useInternalChat): my unread count on the icon, and a
 * popover listing the chats with unread messages and their last message; choosing one opens it in /chats.
 */
export function ChatsControl() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { enabled, chats, total } = useChatUnreads();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!enabled || !user) return null;

  return (
    <>
      <Tooltip title={t('chats.popover.title')}>
        <IconButton
          color="inherit"
          aria-label={countLabel(t('chats.popover.title'), total)}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <CountBadge count={total}>
            <ForumOutlined />
          </CountBadge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 340, maxWidth: 'calc(100vw - 32px)', maxHeight: 440, mt: 1 } } }}
      >
        {chats.length === 0 ? (
          <Typography sx={{ px: 2, py: 2.5 }} color="text.secondary">
            {t('chats.popover.empty')}
          </Typography>
        ) : (
          <List disablePadding aria-label={t('chats.popover.title')}>
            {chats.map((chat) => (
              <ListItemButton
                key={chat.id}
                divider
                onClick={() => {
                  setAnchor(null);
                  navigate(`/chats/${chat.uuid}`);
                }}
              >
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 600 }}>
                        {chat.title}
                      </Box>
                      <Chip component="span" size="small" color="error" label={chatUnreads(chat, user.id)} sx={{ height: 20, minWidth: 20 }} />
                    </Box>
                  }
                  secondary={chat.lastMessage}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
