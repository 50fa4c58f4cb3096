import { useQuery } from '@tanstack/react-query';
import type { ContactRefDTO, MessageDTO, TicketDTO, UserDTO } from '@zapdesk/shared';
import { useLiveEvent } from '../../../live/useLiveEvent';
import { ticketQueries } from '../../../resources/tickets/keys';
import { isNotifiable } from '../../../resources/tickets/notification-list';
import { messageEventTicket } from '../../../resources/tickets/ticket-list';

export interface IncomingMessage {
  ticket: TicketDTO;
  message: MessageDTO;
  contact: ContactRefDTO;
}

/**
 * The tickets of the bell (LiveSyncProvider keeps them live with the `ticket` and `appMessage` events).
 * `onIncoming` hears each new customer message (not mine) of a ticket the bell lists.
 */
export function useNotificationTickets(user: UserDTO | null, onIncoming: (incoming: IncomingMessage) => void): TicketDTO[] {
  const enabled = user !== null;
  const query = useQuery({ ...ticketQueries.notifications(user ?? { id: 0, allTicket: 'desabled', queues: [] }), enabled });

  useLiveEvent(
    'appMessage',
    (payload) => {
      if (!user || payload.action !== 'create') return;
      const ticket = messageEventTicket(payload);
      if (!payload.message.fromMe && isNotifiable(ticket, user)) onIncoming({ ticket, message: payload.message, contact: payload.contact });
    },
    enabled,
  );

  return query.data ?? [];
}
