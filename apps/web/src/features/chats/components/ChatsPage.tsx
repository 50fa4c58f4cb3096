import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ChatDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ConfirmationModal } from '../../../components/ConfirmationModal';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useAuth } from '../../../session/useAuth';
import { deleteChat, fetchChat } from '../api/chats-api';
import { chatMatchesRef, type ChatEvent } from '../chats-cache';
import { chatKeys } from '../hooks/chat-keys';
import { useApplyChatEvent } from '../hooks/useApplyChatEvent';
import { useChatList } from '../hooks/useChatList';
import { useMarkChatRead } from '../hooks/useMarkChatRead';
import { ChatDialog } from './ChatDialog';
import { ChatList } from './ChatList';
import { ChatMessages } from './ChatMessages';

/** Spec §9: search waits 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

/** The two panes; below md they are the tabs 'Chats' and 'Mensagens' (spec §2). */
type Pane = 'chats' | 'messages';
const paneFor = (ref: string | null): Pane => (ref ? 'messages' : 'chats');

/**
 * /chats and /chats/:chatId (uuid or id): my internal chats beside the chosen chat's messages. A chat with
 * unread messages is marked read when shown; a chat deleted meanwhile closes and the page returns to /chats.
 */
export function ChatsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const userId = user?.id ?? 0;
  const navigate = useNavigate();
  const ref = useParams<{ chatId?: string }>().chatId ?? null;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [pane, setPane] = useState({ forRef: ref, value: paneFor(ref) });
  if (pane.forRef !== ref) setPane({ forRef: ref, value: paneFor(ref) });

  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const [dialog, setDialog] = useState<{ open: boolean; chat: ChatDTO | null }>({ open: false, chat: null });
  const [toDelete, setToDelete] = useState<ChatDTO | null>(null);
  const [deleting, setDeleting] = useState(false);
  const applyEvent = useApplyChatEvent();

  const selectedId = useRef<number | null>(null);
  const list = useChatList(searchParam, {
    onEvent: (event: ChatEvent) => {
      if (event.action === 'delete' && selectedId.current === event.chatId) navigate('/chats');
    },
  });
  const listed = ref ? list.records.find((chat) => chatMatchesRef(chat, ref)) : undefined;
  // A chat opened by link (the popover, another tab) that the loaded pages do not hold.
  const detail = useQuery({
    queryKey: chatKeys.detail(ref ?? ''),
    queryFn: () => fetchChat(ref ?? ''),
    enabled: ref !== null && !listed && !list.isLoading,
    retry: false,
  });
  const missing = detail.isError && ref !== null && !listed;
  useEffect(() => {
    // Not one of my chats (or gone): back to the list, silently (spec §8).
    if (missing) navigate('/chats', { replace: true });
  }, [missing, navigate]);
  const selected = ref ? (listed ?? detail.data ?? null) : null;
  selectedId.current = selected?.id ?? null;
  useMarkChatRead(selected);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteChat(toDelete.id);
      applyEvent({ action: 'delete', chatId: toDelete.id });
      if (selected?.id === toDelete.id) navigate('/chats');
      setToDelete(null);
    } catch {
      // Spec §8: chat errors are swallowed silently.
    } finally {
      setDeleting(false);
    }
  };

  const showList = wide || pane.value === 'chats';
  const showMessages = wide || pane.value === 'messages';

  return (
    <Box sx={{ height: { xs: 'calc(100dvh - 56px)', sm: 'calc(100dvh - 64px)' }, display: 'flex', flexDirection: 'column', minHeight: 0, p: { xs: 1, md: 2 } }}>
      <Typography component="h1" sx={visuallyHidden}>
        {t('chats.title')}
      </Typography>
      {!wide && (
        <Tabs
          value={pane.value}
          onChange={(_, value: Pane) => setPane({ forRef: ref, value })}
          variant="fullWidth"
          aria-label={t('chats.tabs.label')}
          sx={{ borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}
        >
          <Tab value="chats" label={t('chats.tabs.chats')} id="chats-pane-tab-chats" aria-controls="chats-pane-chats" />
          <Tab value="messages" label={t('chats.tabs.messages')} id="chats-pane-tab-messages" aria-controls="chats-pane-messages" />
        </Tabs>
      )}
      <Paper variant="outlined" sx={{ flex: 1, minHeight: 0, display: 'flex', overflow: 'hidden' }}>
        <Box
          id="chats-pane-chats"
          role={wide ? undefined : 'tabpanel'}
          aria-labelledby={wide ? undefined : 'chats-pane-tab-chats'}
          hidden={!showList}
          sx={{
            display: showList ? 'block' : 'none',
            width: { xs: '100%', md: '33.333%' },
            minWidth: { md: 300 },
            flexShrink: 0,
            borderRight: { md: 1 },
            borderColor: { md: 'divider' },
          }}
        >
          <ChatList
            list={list}
            userId={userId}
            search={search}
            onSearch={setSearch}
            selectedId={selected?.id ?? null}
            onSelect={(chat) => {
              if (ref && chatMatchesRef(chat, ref)) setPane({ forRef: ref, value: 'messages' });
              else navigate(`/chats/${chat.uuid}`);
            }}
            onNew={() => setDialog({ open: true, chat: null })}
            onEdit={(chat) => setDialog({ open: true, chat })}
            onDelete={setToDelete}
          />
        </Box>
        <Box
          id="chats-pane-messages"
          role={wide ? undefined : 'tabpanel'}
          aria-labelledby={wide ? undefined : 'chats-pane-tab-messages'}
          hidden={!showMessages}
          sx={{ display: showMessages ? 'flex' : 'none', flexDirection: 'column', flex: 1, minWidth: 0 }}
        >
          {selected ? (
            <ChatMessages key={selected.id} chat={selected} userId={userId} />
          ) : (
            <Typography color="text.secondary" sx={{ m: 'auto', p: 2, textAlign: 'center' }}>
              {t('chats.select')}
            </Typography>
          )}
        </Box>
      </Paper>
      <ChatDialog
        open={dialog.open}
        chat={dialog.chat}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        onSaved={(chat, isNew) => {
          applyEvent({ action: isNew ? 'create' : 'update', chat });
          if (isNew) navigate(`/chats/${chat.uuid}`);
        }}
      />
      <ConfirmationModal open={toDelete !== null} title={t('chats.deleteTitle')} loading={deleting} onClose={() => setToDelete(null)} onConfirm={confirmDelete}>
        {t('chats.deleteMessage')}
      </ConfirmationModal>
    </Box>
  );
}
