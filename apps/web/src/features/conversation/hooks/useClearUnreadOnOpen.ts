import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TicketDTO } from '@zapdesk/shared';
import { useAuth } from '../../../session/useAuth';
import { applyTicketEvent } from '../../../resources/tickets/live';

/**
 * The owner's first history page read the ticket on the server (GET /messages zeroes its unread count and
 * publishes `ticket` updateUnread): the lists and the bell clear its badge at once with that event's applier, so
 * the badge goes even if the event is missed, and the ticket keeps its place (reading is not activity).
 */
export function useClearUnreadOnOpen(ticket: TicketDTO, historyLoaded: boolean): void {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const owner = user !== null && ticket.userId === user.id;
  useEffect(() => {
    if (historyLoaded && owner && user) applyTicketEvent(queryClient, { action: 'updateUnread', ticketId: ticket.id }, user);
  }, [historyLoaded, owner, user, queryClient, ticket.id]);
}
