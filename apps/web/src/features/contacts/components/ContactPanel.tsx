import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketDTO } from '@zapdesk/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useContact } from '../hooks/useContact';
import { phoneHref } from '../phone-digits';
import { useFormattedPhone } from '../useFormattedPhone';
import { ContactExtraInfo } from './ContactExtraInfo';
import { ContactModal } from './ContactModal';
import { TicketNotes } from './TicketNotes';

interface ContactPanelProps {
  ticket: TicketDTO;
  onClose: () => void;
}

/** The drawer's content. The ticket's contact block shows at once; GET /contacts/{id} adds e-mail and extra info. */
export function ContactPanel({ ticket, onClose }: ContactPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const { data: loaded } = useContact(ticket.contactId);
  const contact = loaded ?? ticket.contact;
  const name = contact?.name ?? '';
  const number = contact?.number ?? '';
  const shownNumber = useFormattedPhone(number);
  const email = contact?.email ?? '';

  return (
    <Box component="aside" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, minHeight: 56, borderBottom: 1, borderColor: 'divider' }}>
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <CloseOutlined />
        </IconButton>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('contacts.drawer.title')}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'grid', gap: 3, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.75, textAlign: 'center' }}>
          <Avatar src={contact?.profilePicUrl || undefined} alt={name} sx={{ width: 160, height: 160, fontSize: 64, mb: 1 }}>
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {number && !contact?.isGroup && (
            <Link href={phoneHref(number)} variant="body2">
              {shownNumber}
            </Link>
          )}
          {email && (
            <Link href={`mailto:${email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {email}
            </Link>
          )}
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)} sx={{ mt: 1 }}>
            {t('contacts.drawer.edit')}
          </Button>
        </Box>
        <TicketNotes ticketId={ticket.id} contactId={ticket.contactId} />
        <ContactExtraInfo items={loaded?.extraInfo ?? []} />
      </Box>
      <ContactModal open={editing} onClose={() => setEditing(false)} contactId={ticket.contactId} />
    </Box>
  );
}
