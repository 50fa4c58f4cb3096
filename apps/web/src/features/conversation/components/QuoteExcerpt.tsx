import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messagePreview, type MessageDTO } from '@zapdesk/shared';

/** What a quote needs of a message (a reply's `quotedMsg` carries only this). */
export type Quotable = Pick<MessageDTO, 'body' | 'fromMe' | 'mediaType'>;

const MEDIA_LABEL: Partial<Record<Quotable['mediaType'], string>> = {
  image: 'image',
  sticker: 'sticker',
  audio: 'audio',
  video: 'video',
  application: 'document',
  locationMessage: 'location',
  vcard: 'contact',
};

export interface QuoteExcerptProps {
  message: Quotable;
  /** 'Você' for the company's own messages, else the customer's name. */
  author: string;
  /** How many lines of the text show before it is cut. */
  lines: number;
}

/**
 * A message as a quote shows it, in the bubble of its answer and above the box while answering: the author in the
 * colour of their side over a bar, then a preview of the text (markup and our sign-off left out, as in the ticket
 * list), or what kind of media it is.
 */
export function QuoteExcerpt({ message, author, lines }: QuoteExcerptProps) {
  const { t } = useTranslation();
  const mediaLabel = MEDIA_LABEL[message.mediaType];
  const text =
    messagePreview(message.body, { signed: message.fromMe }) || (mediaLabel ? t(`conversation.media.${mediaLabel}`) : t('conversation.message.deleted'));
  const accent = message.fromMe ? 'primary.main' : 'secondary.main';
  return (
    <Box sx={{ minWidth: 0, px: 1, py: 0.5, borderRadius: 1, borderLeft: 4, borderColor: accent, bgcolor: 'action.hover', textAlign: 'left' }}>
      <Typography variant="caption" component="div" noWrap sx={{ fontWeight: 600, color: accent }}>
        {author}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: lines,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {text}
      </Typography>
    </Box>
  );
}
