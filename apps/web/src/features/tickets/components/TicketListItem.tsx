import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketDTO } from '@zapdesk/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { chipColors } from '../chip-colors';
import { lastActivityAt } from '../../../resources/tickets/ticket-order';
import { formatTicketTime } from '../../../lib/ticket-time';

interface TicketListItemProps {
  ticket: TicketDTO;
  selected: boolean;
  /** Admins see who each ticket is assigned to. */
  showUser: boolean;
  onOpen: (ticket: TicketDTO) => void;
  onAccept: (ticket: TicketDTO) => void;
  accepting: boolean;
  /** Another ticket is being accepted: one accept at a time. */
  acceptDisabled: boolean;
}

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

function SmallChip({ label, sx }: { label: ReactNode; sx?: object }) {
  return <Chip component="span" size="small" label={label} sx={{ height: 20, maxWidth: 140, '& .MuiChip-label': { px: 0.75 }, ...sx }} />;
}

/**
 * A row of the ticket list: contact, last message, time, unread count, queue (colour bar and name),
 * connection, assigned user (admins) and tags. Pending tickets only offer 'Aceitar' (spec §2).
 */
export function TicketListItem({ ticket, selected, showUser, onOpen, onAccept, accepting, acceptDisabled }: TicketListItemProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const name = ticket.contact?.name ?? '';
  const unread = ticket.unreadMessages > 0;
  const pending = ticket.status === 'pending';
  const queueColor = ticket.queue?.color ?? theme.palette.grey[500];

  const content = (
    <>
      <Box aria-hidden sx={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: 4, bgcolor: queueColor }} />
      <Avatar src={ticket.contact?.profilePicUrl || undefined} alt={name} sx={{ width: 44, height: 44, mr: 1.5, flexShrink: 0 }}>
        {name.trim().charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography component="span" variant="body2" sx={{ ...ellipsis, flex: 1, fontWeight: unread ? 700 : 600 }}>
            {name}
          </Typography>
          <Typography component="span" variant="caption" color={unread ? 'success.main' : 'text.secondary'} sx={{ flexShrink: 0 }}>
            {formatTicketTime(lastActivityAt(ticket))}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ...ellipsis, flex: 1 }}>
            {ticket.lastMessage}
          </Typography>
          {unread && (
            <Chip
              component="span"
              size="small"
              color="success"
              label={ticket.unreadMessages}
              aria-label={t('tickets.item.unread', { count: ticket.unreadMessages })}
              sx={{ height: 20, minWidth: 20, flexShrink: 0, '& .MuiChip-label': { px: 0.75 } }}
            />
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.25 }}>
          <SmallChip label={ticket.queue?.name ?? t('tickets.item.noQueue')} sx={chipColors(theme, queueColor)} />
          {ticket.whatsapp && <SmallChip label={ticket.whatsapp.name} sx={{ bgcolor: 'action.selected' }} />}
          {showUser && ticket.user && <SmallChip label={ticket.user.name} sx={{ bgcolor: 'action.selected', fontWeight: 600 }} />}
          {ticket.tags.map((tag) => (
            <SmallChip key={tag.id} label={tag.name} sx={chipColors(theme, tag.color)} />
          ))}
        </Box>
      </Box>
    </>
  );

  if (pending) {
    return (
      <ListItem divider sx={{ position: 'relative', alignItems: 'flex-start', pl: 2, pr: 1.5, py: 1, gap: 1 }}>
        {content}
        <ButtonWithSpinner
          size="small"
          variant="contained"
          color="primary"
          loading={accepting}
          disabled={acceptDisabled}
          onClick={() => onAccept(ticket)}
          sx={{ alignSelf: 'center', flexShrink: 0, minWidth: 80 }}
        >
          {t('tickets.item.accept')}
        </ButtonWithSpinner>
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onOpen(ticket)}
        sx={{ position: 'relative', alignItems: 'flex-start', pl: 2, pr: 1.5, py: 1 }}
      >
        {content}
      </ListItemButton>
    </ListItem>
  );
}
