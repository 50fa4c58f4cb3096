import { useTranslation } from 'react-i18next';
import ButtonBase from '@mui/material/ButtonBase';
import type { MessageDTO } from '@zapdesk/shared';
import { QuoteExcerpt } from '../QuoteExcerpt';

type Quoted = NonNullable<MessageDTO['quotedMsg']>;

/** The id of a message's element in the history, so a quote can bring its original into view. */
export const messageElementId = (id: number) => `message-${id}`;

/** The message being answered, inside the answer's bubble; a click scrolls to it when it is loaded. */
export function QuotedMessage({ quoted, contactName }: { quoted: Quoted; contactName: string }) {
  const { t } = useTranslation();
  const author = quoted.fromMe ? t('conversation.message.you') : contactName;
  const reveal = () => document.getElementById(messageElementId(quoted.id))?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  return (
    <ButtonBase onClick={reveal} aria-label={t('conversation.message.quoted', { author })} sx={{ display: 'block', width: '100%', mb: 0.75, borderRadius: 1 }}>
      <QuoteExcerpt message={quoted} author={author} lines={3} />
    </ButtonBase>
  );
}
