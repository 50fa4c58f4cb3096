import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import type { MessageDTO } from '@zapdesk/shared';
import { shownReactions } from '../../message-actions';
import { messageTime } from '../../message-days';
import { AckIcon } from './AckIcon';
import { MessageBody } from './MessageBody';
import { MessageReactions } from './MessageReactions';
import { QuotedMessage, messageElementId } from './QuotedMessage';

interface MessageBubbleProps {
  message: MessageDTO;
  /** Group tickets name the member who wrote each customer message. */
  showSender: boolean;
  /** Who the customer is, for quotes of their messages. */
  contactName: string;
  /** Opens the message's menu (reply, delete); left out when the menu would be empty (and in select mode). */
  onOpenMenu?: (anchor: HTMLElement, message: MessageDTO) => void;
  /** Select mode: ticks or unticks the message (given only for a message that can be forwarded). */
  onToggleSelect?: (message: MessageDTO) => void;
  selected?: boolean;
  /** The selection is full: an unticked message cannot be added. */
  selectDisabled?: boolean;
}

function DeletedText() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
      <BlockOutlined sx={{ fontSize: 16 }} />
      <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
        {t('conversation.message.deleted')}
      </Typography>
    </Box>
  );
}

/** One message of the history: the customer's on the left, ours on the right. */
export const MessageBubble = memo(function MessageBubble({
  message,
  showSender,
  contactName,
  onOpenMenu,
  onToggleSelect,
  selected = false,
  selectDisabled = false,
}: MessageBubbleProps) {
  const { t } = useTranslation();
  const mine = message.fromMe;
  const isSticker = message.mediaType === 'sticker' && !message.isDeleted;
  const reactions = shownReactions(message);
  const toggle = onToggleSelect && !(selectDisabled && !selected) ? () => onToggleSelect(message) : undefined;

  return (
    <Box
      id={messageElementId(message.id)}
      data-testid="message"
      data-from-me={mine}
      data-selected={onToggleSelect ? selected : undefined}
      onClick={toggle}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        justifyContent: mine ? 'flex-end' : 'flex-start',
        mb: reactions.length > 0 ? 2.5 : 0.75,
        borderRadius: 1,
        cursor: toggle ? 'pointer' : undefined,
        bgcolor: selected ? alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.1 : 0.2) : undefined,
      })}
    >
      {onToggleSelect && (
        <Checkbox
          checked={selected}
          disabled={!toggle}
          // The row's click ticks it; the box itself only shows (and takes the keyboard).
          onClick={(event) => event.stopPropagation()}
          onChange={toggle}
          slotProps={{ input: { 'aria-label': t('conversation.message.selectOne') } }}
          sx={{ mr: mine ? 'auto' : 0.5, flexShrink: 0 }}
        />
      )}
      <Box
        sx={(theme) => ({
          position: 'relative',
          minWidth: 96,
          maxWidth: { xs: onToggleSelect ? '78%' : '88%', md: '70%' },
          px: 1.25,
          pt: 0.75,
          pb: 0.5,
          borderRadius: 2,
          borderTopLeftRadius: mine ? undefined : 4,
          borderTopRightRadius: mine ? 4 : undefined,
          bgcolor: isSticker ? 'transparent' : mine ? alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.16 : 0.28) : 'background.paper',
          boxShadow: isSticker || theme.palette.mode === 'dark' ? 'none' : '0 1px 1px rgba(0,0,0,0.08)',
          border: !mine && !isSticker && theme.palette.mode === 'dark' ? `1px solid ${theme.palette.divider}` : 'none',
          '& .message-menu': { opacity: 0, transition: 'opacity 120ms' },
          '&:hover .message-menu, & .message-menu:focus-visible, & .message-menu[aria-expanded="true"]': { opacity: 1 },
          // Touch screens have no hover: the menu button stays visible there.
          '@media (hover: none)': { '& .message-menu': { opacity: 1 } },
        })}
      >
        {onOpenMenu && (
          <IconButton
            className="message-menu"
            size="small"
            aria-label={t('conversation.message.options')}
            aria-haspopup="menu"
            onClick={(event) => onOpenMenu(event.currentTarget, message)}
            sx={{ position: 'absolute', top: 0, right: 0, zIndex: 1, p: 0.25, bgcolor: 'inherit' }}
          >
            <ExpandMore fontSize="small" />
          </IconButton>
        )}
        {showSender && message.contact && (
          <Typography variant="caption" component="div" sx={{ fontWeight: 700, color: 'secondary.main', pr: 3 }}>
            {message.contact.name}
          </Typography>
        )}
        {message.quotedMsg && !message.isDeleted && <QuotedMessage quoted={message.quotedMsg} contactName={contactName} />}
        <Box sx={{ pr: onOpenMenu && !message.quotedMsg && !showSender ? 2.5 : 0 }}>
          {message.isDeleted ? <DeletedText /> : <MessageBody message={message} />}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5, mt: 0.25, color: 'text.secondary' }}>
          {message.isAutomatic && <SmartToyOutlined sx={{ fontSize: 14 }} titleAccess={t('conversation.message.automatic')} />}
          {message.isEdited && !message.isDeleted && (
            <Typography variant="caption" sx={{ fontSize: 11, fontStyle: 'italic' }}>
              {t('conversation.message.edited')}
            </Typography>
          )}
          <Typography variant="caption" sx={{ fontSize: 11 }}>
            {messageTime(message.createdAt)}
          </Typography>
          {mine && <AckIcon ack={message.ack} />}
        </Box>
        <MessageReactions reactions={reactions} mine={mine} />
      </Box>
    </Box>
  );
});
