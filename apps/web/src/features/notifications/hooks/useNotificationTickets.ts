import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactRefDTO, MessageDTO, TicketDTO, UserDTO } from '@zapdesk/shared';
import { useCompanyEvent } from '../../../hooks/useCompanyEvent';
import { messageEventTicket } from '../../../lib/ticket-list';
import { fetchNotificationTickets } from '../api/notifications-api';
import { applyTicketEvent, initialNotifications, isNotifiable, placeTicket } from '../notification-list';

export const notificationKeys = {
  list: (userId: number) => ['notifications', userId] as const,
};

export interface IncomingMessage {
  ticket: TicketDTO;
  message: MessageDTO;
  contact: ContactRefDTO;
}

/**
 * The tickets of the bell, kept live by the `ticket` and `appMessage` events. `onIncoming` hears each
 * new customer message (not mine) of a ticket in the list.
 */
export function useNotificationTickets(user: UserDTO | null, onIncoming: (incoming: IncomingMessage) => void): TicketDTO[] {
  const queryClient = useQueryClient();
  const enabled = user !== null;
  const userId = user?.id ?? 0;
  const query = useQuery({
    queryKey: notificationKeys.list(userId),
    queryFn: async () => {
      const { open, pending } = await fetchNotificationTickets();
      return user ? initialNotifications([...open, ...pending], user) : [];
    },
    enabled,
  });

  const update = useCallback(
    (change: (list: TicketDTO[]) => TicketDTO[]) =>
      queryClient.setQueryData<TicketDTO[]>(notificationKeys.list(userId), (list) => (list ? change(list) : list)),
    [queryClient, userId],
  );

  useCompanyEvent(
    'ticket',
    (payload) => {
      if (user) update((list) => applyTicketEvent(list, payload, user));
    },
    enabled,
  );

  useCompanyEvent(
    'appMessage',
    (payload) => {
      if (!user || payload.action !== 'create') return;
      const ticket = messageEventTicket(payload);
      update((list) => placeTicket(list, ticket, user, true));
      if (!payload.message.fromMe && isNotifiable(ticket, user)) onIncoming({ ticket, message: payload.message, contact: payload.contact });
    },
    enabled,
  );

  return query.data ?? [];
}
