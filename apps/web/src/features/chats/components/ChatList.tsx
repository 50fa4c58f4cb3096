import { useRef, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chatUnreads, type ChatDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { ResponsiveButton } from '../../../components/ResponsiveButton';
import { SearchField } from '../../../components/SearchField';
import { useLoadUntilScrollable } from '../../../hooks/useLoadUntilScrollable';
import type { useChatList } from '../hooks/useChatList';

/** Spec §9: the next page loads within 100 px of the bottom. */
const LOAD_MORE_THRESHOLD_PX = 100;

interface ChatListProps {
  list: ReturnType<typeof useChatList>;
  userId: number;
  search: string;
  onSearch: (text: string) => void;
  selectedId: number | null;
  onSelect: (chat: ChatDTO) => void;
  onNew: () => void;
  onEdit: (chat: ChatDTO) => void;
  onDelete: (chat: ChatDTO) => void;
}

/** The chats pane: search, 'Nova', and my chats with my unread count; edit and delete for the owner (spec §6). */
export function ChatList({ list, userId, search, onSearch, selectedId, onSelect, onNew, onEdit, onDelete }: ChatListProps) {
  const { t } = useTranslation();
  const { records, hasMore, loadMore, isLoading, isLoadingMore } = list;
  const scroller = useRef<HTMLDivElement>(null);
  useLoadUntilScrollable(scroller, { hasMore, isLoadingMore, loadMore, rowCount: records.length });

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
    if (hasMore && !isLoadingMore && scrollHeight - (scrollTop + LOAD_MORE_THRESHOLD_PX) < clientHeight) void loadMore();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchField label={t('chats.search')} value={search} onChange={onSearch} width={null} sx={{ flex: 1, minWidth: 0 }} />
        <ResponsiveButton label={t('chats.new')} icon={<AddOutlined />} onClick={onNew} hideLabelBelow="sm" />
      </Box>
      <Box ref={scroller} onScroll={onScroll} data-testid="chats-scroll" sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {!isLoading && records.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('chats.empty')}
          </Typography>
        )}
        <List disablePadding aria-label={t('chats.listLabel')}>
          {records.map((chat) => {
            const unreads = chatUnreads(chat, userId);
            const isOwner = chat.ownerId === userId;
            return (
              <ListItem
                key={chat.id}
                disablePadding
                divider
                secondaryAction={
                  isOwner ? (
                    <Box sx={{ display: 'flex' }}>
                      <IconButton size="small" aria-label={t('chats.editChat', { title: chat.title })} onClick={() => onEdit(chat)}>
                        <EditOutlined fontSize="small" />
                      </IconButton>
                      <IconButton size="small" aria-label={t('chats.deleteChat', { title: chat.title })} onClick={() => onDelete(chat)}>
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </Box>
                  ) : undefined
                }
                sx={{ '& .MuiListItemSecondaryAction-root': { right: 8 } }}
              >
                <ListItemButton selected={chat.id === selectedId} onClick={() => onSelect(chat)} sx={{ pr: isOwner ? 11 : 2 }}>
                  <ListItemText
                    primary={
                      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        <Box
                          component="span"
                          sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 600 }}
                        >
                          {chat.title}
                        </Box>
                        {unreads > 0 && (
                          <Chip
                            component="span"
                            size="small"
                            color="error"
                            label={unreads}
                            aria-label={t('chats.unreads', { count: unreads })}
                            sx={{ height: 20, minWidth: 20, flexShrink: 0 }}
                          />
                        )}
                      </Box>
                    }
                    secondary={chat.lastMessage || ' '}
                    slotProps={{ secondary: { noWrap: true } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
        {(isLoading || isLoadingMore) && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label={t('chats.loading')} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
