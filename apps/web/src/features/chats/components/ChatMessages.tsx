import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatDTO, ChatMessageDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { OlderHistoryLog } from '../../../components/OlderHistoryLog';
import { formatDateTime } from '../../../lib/dates';
import { sendChatMessage } from '../api/chats-api';
import { shouldLoadOlder } from '../chat-scroll';
import { useApplyChatEvent } from '../hooks/useApplyChatEvent';
import { useChatMessages } from '../hooks/useChatMessages';

function MessageBubble({ message, mine }: { message: ChatMessageDTO; mine: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }} data-testid="chat-message" data-mine={mine}>
      <Paper
        elevation={0}
        sx={{
          maxWidth: '75%',
          px: 1.5,
          py: 1,
          bgcolor: mine ? 'primary.main' : 'background.paper',
          color: mine ? 'primary.contrastText' : 'text.primary',
          border: mine ? 0 : 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="caption" component="div" sx={{ fontWeight: 700 }}>
          {message.sender?.name ?? ''}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Typography>
        <Typography variant="caption" component="div" sx={{ textAlign: 'right', opacity: 0.75 }}>
          {formatDateTime(message.createdAt)}
        </Typography>
      </Paper>
    </Box>
  );
}

/**
 * The messages pane of a chat: the history (opens at the newest, older pages load within 600 px of the
 * top while the messages on screen stay put), and the input sending on Enter or the button.
 */
export function ChatMessages({ chat, userId }: { chat: ChatDTO; userId: number }) {
  const { t } = useTranslation();
  const { messages, hasOlder, loadOlder, isLoading, isLoadingOlder } = useChatMessages(chat.id);
  const applyEvent = useApplyChatEvent();
  const [text, setText] = useState('');

  const send = async () => {
    const message = text.trim();
    // Spec §5: a blank message is not sent.
    if (!message) return;
    setText('');
    try {
      const sent = await sendChatMessage(chat.id, message);
      applyEvent({
        action: 'new-message',
        message: sent,
        chat: { ...chat, lastMessage: sent.message, updatedAt: sent.createdAt },
      });
    } catch {
      // Spec §8: chat errors are swallowed silently; the text comes back to be sent again.
      setText((current) => current || message);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} noWrap>
          {chat.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {chat.users.map((member) => member.user.name).join(', ')}
        </Typography>
      </Box>
      <OlderHistoryLog
        history={{ messages, hasOlder, isLoadingOlder, loadOlder, shouldLoadOlder }}
        label={t('chats.messages.label')}
        busy={isLoading || isLoadingOlder}
        loadingLabel={isLoading || isLoadingOlder ? t('chats.messages.loading') : undefined}
        sx={{ gap: 1, p: 2 }}
      >
        {!isLoading && messages.length === 0 && (
          <Typography color="text.secondary" sx={{ m: 'auto' }}>
            {t('chats.messages.empty')}
          </Typography>
        )}
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} mine={message.senderId === userId} />
        ))}
      </OlderHistoryLog>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <TextField
          fullWidth
          multiline
          maxRows={5}
          size="small"
          margin="none"
          placeholder={t('chats.messages.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{ htmlInput: { 'aria-label': t('chats.messages.input') } }}
        />
        <IconButton color="primary" aria-label={t('chats.messages.send')} onClick={() => void send()}>
          <SendOutlined />
        </IconButton>
      </Box>
    </Box>
  );
}
