import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type { MessageDTO, TicketDTO } from '@zapdesk/shared';
import { QuoteExcerpt } from '../QuoteExcerpt';

export interface ReplyPreviewProps {
  message: MessageDTO;
  ticket: TicketDTO;
  onCancel: () => void;
}

/** The message being answered, above the box, until it is sent or the attendant closes it. */
export function ReplyPreview({ message, ticket, onCancel }: ReplyPreviewProps) {
  const { t } = useTranslation();
  const author = message.fromMe ? t('conversation.message.you') : (message.contact?.name ?? ticket.contact?.name ?? '');
  return (
    <Box role="region" aria-label={t('conversation.input.replyingTo')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <QuoteExcerpt message={message} author={author} lines={2} />
      </Box>
      <IconButton aria-label={t('conversation.input.cancelReply')} onClick={onCancel} size="small">
        <CloseRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}
