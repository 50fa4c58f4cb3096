import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { chatUnreads } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { useAuth } from '../../../session/useAuth';
import { useChatUnreads } from '../hooks/useChatUnreads';
import { TopBarListPopover } from '../../../components/TopBarListPopover';

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
      <TopBarListPopover
        title={t('chats.popover.title')}
        count={total}
        icon={<ForumOutlined />}
        anchor={anchor}
        onOpen={setAnchor}
        onClose={() => setAnchor(null)}
        width={340}
        maxHeight={440}
        emptyText={t('chats.popover.empty')}
        empty={chats.length === 0}
      >
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
      </TopBarListPopover>
    </>
  );
}
