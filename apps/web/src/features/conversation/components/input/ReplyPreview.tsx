import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { messagePreview, type MessageDTO, type TicketDTO } from '@zapdesk/shared';

export interface ReplyPreviewProps {
  message: MessageDTO;
  ticket: TicketDTO;
  onCancel: () => void;
}

/** The message being answered, above the box, until it is sent or the attendant closes it. */
export function ReplyPreview({ message, ticket, onCancel }: ReplyPreviewProps) {
  const { t } = useTranslation();
  const author = message.fromMe ? t('conversation.input.you') : (message.contact?.name ?? ticket.contact?.name ?? '');
  const body = messagePreview(message.body, { signed: message.fromMe }) || t('conversation.input.mediaMessage');
  return (
    <Box
      role="region"
      aria-label={t('conversation.input.replyingTo')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, pl: 1.5, pr: 0.5, py: 0.5, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Box sx={{ flex: 1, minWidth: 0, borderLeft: 4, borderColor: message.fromMe ? 'primary.main' : 'success.main', pl: 1 }}>
        <Typography variant="subtitle2" color={message.fromMe ? 'primary' : 'success.main'} noWrap>
          {author}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >
          {body}
        </Typography>
      </Box>
      <IconButton aria-label={t('conversation.input.cancelReply')} onClick={onCancel} size="small">
        <CloseRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}
