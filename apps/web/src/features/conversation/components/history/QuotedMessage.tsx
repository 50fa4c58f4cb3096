import { useTranslation } from 'react-i18next';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { messagePreview, type MessageDTO } from '@zapdesk/shared';

type Quoted = NonNullable<MessageDTO['quotedMsg']>;

/** The id of a message's element in the history, so a quote can bring its original into view. */
export const messageElementId = (id: number) => `message-${id}`;

const MEDIA_LABEL: Partial<Record<Quoted['mediaType'], string>> = {
  image: 'image',
  sticker: 'sticker',
  audio: 'audio',
  video: 'video',
  application: 'document',
  locationMessage: 'location',
  vcard: 'contact',
};

/** The message being answered, inside the answer's bubble; a click scrolls to it when it is loaded. */
export function QuotedMessage({ quoted, contactName }: { quoted: Quoted; contactName: string }) {
  const { t } = useTranslation();
  const mediaLabel = MEDIA_LABEL[quoted.mediaType];
  // A quote is a preview: its markup and our sign-off are left out, as in the ticket list.
  const text =
    messagePreview(quoted.body, { signed: quoted.fromMe }) || (mediaLabel ? t(`conversation.media.${mediaLabel}`) : t('conversation.message.deleted'));
  const author = quoted.fromMe ? t('conversation.message.you') : contactName;

  const reveal = () => document.getElementById(messageElementId(quoted.id))?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });

  return (
    <ButtonBase
      onClick={reveal}
      aria-label={t('conversation.message.quoted', { author })}
      sx={(theme) => ({
        display: 'block',
        width: '100%',
        textAlign: 'left',
        mb: 0.75,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        borderLeft: `4px solid ${quoted.fromMe ? theme.palette.primary.main : theme.palette.secondary.main}`,
        bgcolor: 'action.hover',
      })}
    >
      <Typography variant="caption" component="div" sx={{ fontWeight: 600, color: quoted.fromMe ? 'primary.main' : 'secondary.main' }}>
        {author}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {text}
      </Typography>
    </ButtonBase>
  );
}
