import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { StartTicketQueueDialog } from '../../../../components/start-ticket/StartTicketQueueDialog';
import { useTalkToSharedContact } from '../../hooks/useTalkToSharedContact';
import { parseVcards } from '../../message-parsers';
import { sharedContactDigits } from '../../shared-contact';
import { FormattedText } from './FormattedText';

/** A shared contact card (or several): name and phone number of each, and 'Conversar' to open a ticket with it. */
export function VcardMessage({ body }: { body: string }) {
  const { t } = useTranslation();
  const talk = useTalkToSharedContact();
  const cards = parseVcards(body);
  if (cards.length === 0) return <FormattedText text={body} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: { xs: 0, sm: 200 } }}>
      {cards.map((card, index) => (
        <Box key={index} sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
            <Avatar sx={{ width: 36, height: 36 }}>{card.name.charAt(0).toUpperCase()}</Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {card.name}
              </Typography>
              {card.number && (
                <Typography variant="caption" color="text.secondary">
                  {card.number}
                </Typography>
              )}
            </Box>
          </Box>
          {sharedContactDigits(card).length >= 8 && (
            <Button
              size="small"
              variant="outlined"
              disabled={talk.busy}
              onClick={() => void talk.talk(card)}
              aria-label={t('conversation.vcard.talkTo', { name: card.name })}
            >
              {t('conversation.vcard.talk')}
            </Button>
          )}
        </Box>
      ))}
      <StartTicketQueueDialog choice={talk.queueChoice} onChoose={talk.chooseQueue} onClose={talk.cancelQueueChoice} />
    </Box>
  );
}
