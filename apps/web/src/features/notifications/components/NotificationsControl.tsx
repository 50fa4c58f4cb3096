import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { messagePreview, type TicketDTO } from '@zapdesk/shared';
import { useAuth } from '../../../session/useAuth';
import { requestNotificationPermission, showBrowserNotification } from '../browser-notification';
import { useNotificationTickets, type IncomingMessage } from '../hooks/useNotificationTickets';
import { formatNotificationTime } from '../../../resources/tickets/notification-list';
import { lastActivityAt } from '../../../resources/tickets/ticket-order';
import { playNotificationSound, savedVolume } from '../notification-sound';
import { TopBarListPopover } from '../../../components/TopBarListPopover';

function NotificationRow({ ticket, onOpen }: { ticket: TicketDTO; onOpen: () => void }) {
  const { t } = useTranslation();
  const name = ticket.contact?.name ?? '';
  return (
    <ListItemButton onClick={onOpen} alignItems="flex-start" divider>
      <ListItemAvatar>
        <Avatar src={ticket.contact?.profilePicUrl || undefined} alt={name}>
          {name.trim().charAt(0).toUpperCase()}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 600 }}>
              {name}
            </Box>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {formatNotificationTime(lastActivityAt(ticket))}
            </Typography>
          </Box>
        }
        secondary={
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {ticket.lastMessage}
            </Box>
            {ticket.status === 'pending' && (
              <Chip component="span" label={t('notifications.pending')} size="small" color="warning" variant="outlined" sx={{ height: 20 }} />
            )}
            {ticket.status === 'open' && ticket.unreadMessages > 0 && (
              <Chip component="span" label={ticket.unreadMessages} size="small" color="success" sx={{ height: 20, minWidth: 20 }} />
            )}
          </Box>
        }
      />
    </ListItemButton>
  );
}

/**
 * The bell of the top bar: my open tickets with unread messages and the pending tickets I can see,
 * kept live; a new customer message of another ticket plays a sound and shows a browser notification.
 */
export function NotificationsControl() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const openTicketUuid = useMatch('/tickets/:ticketUuid')?.params.ticketUuid ?? null;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const permissionAsked = useRef(false);

  const alertIncoming = ({ ticket, message, contact }: IncomingMessage) => {
    // The conversation on screen already shows the message.
    if (ticket.uuid === openTicketUuid && document.visibilityState === 'visible') return;
    playNotificationSound(savedVolume());
    showBrowserNotification({
      title: t('notifications.messageFrom', { name: contact.name }),
      body: `${messagePreview(message.body, { signed: message.fromMe })} - ${dayjs(message.createdAt).format('HH:mm')}`,
      tag: String(ticket.id),
      icon: contact.profilePicUrl || undefined,
      onClick: () => {
        navigate(`/tickets/${ticket.uuid}`);
      },
    });
  };

  const tickets = useNotificationTickets(user, alertIncoming);
  if (!user) return null;

  const open = (target: HTMLElement) => {
    if (!permissionAsked.current) {
      permissionAsked.current = true;
      requestNotificationPermission();
    }
    setAnchor(target);
  };

  return (
    <>
      <TopBarListPopover
        title={t('notifications.title')}
        count={tickets.length}
        icon={<NotificationsOutlined />}
        anchor={anchor}
        onOpen={open}
        onClose={() => setAnchor(null)}
        width={360}
        maxHeight={480}
        emptyText={t('notifications.empty')}
        empty={tickets.length === 0}
      >
        {tickets.map((ticket) => (
          <NotificationRow
            key={ticket.id}
            ticket={ticket}
            onOpen={() => {
              setAnchor(null);
              navigate(`/tickets/${ticket.uuid}`);
            }}
          />
        ))}
      </TopBarListPopover>
    </>
  );
}
