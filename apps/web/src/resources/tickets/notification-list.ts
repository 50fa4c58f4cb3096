import dayjs from 'dayjs';
import { newestMessageFirst } from './ticket-order';
import type { CompanyEventPayloads, TicketDTO, UserDTO } from '@zapdesk/shared';
import { applyTicketEvent as applyToList, placeTicket as placeInList } from './ticket-list';

export type NotificationViewer = Pick<UserDTO, 'id' | 'allTicket' | 'queues'>;

/**
 * Whether a ticket belongs in my notifications: my open tickets with unread messages, and pending
 * tickets when my allTicket is 'enabled' (spec §4) or the ticket's queue is one of mine.
 */
export function isNotifiable(ticket: TicketDTO, viewer: NotificationViewer): boolean {
  if (ticket.status === 'open') return ticket.userId === viewer.id && ticket.unreadMessages > 0;
  if (ticket.status === 'pending') {
    return viewer.allTicket === 'enabled' || (ticket.queueId !== null && viewer.queues.some((queue) => queue.id === ticket.queueId));
  }
  return false;
}

/** The starting list: both answers filtered by the same rule the live events use, newest first. */
export function initialNotifications(tickets: TicketDTO[], viewer: NotificationViewer): TicketDTO[] {
  const byId = new Map<number, TicketDTO>();
  for (const ticket of tickets) if (isNotifiable(ticket, viewer)) byId.set(ticket.id, ticket);
  return [...byId.values()].sort(newestMessageFirst);
}

/** Puts a changed ticket in the list (ticket-list.ts#placeTicket) or takes it out when it no longer belongs there. */
export function placeTicket(list: TicketDTO[], ticket: TicketDTO, viewer: NotificationViewer): TicketDTO[] {
  return placeInList(list, ticket, (t) => isNotifiable(t, viewer));
}

/** Applies a `company-{id}-ticket` event: update re-checks the ticket, delete removes it, updateUnread reads it. */
export function applyTicketEvent(list: TicketDTO[], payload: CompanyEventPayloads['ticket'], viewer: NotificationViewer): TicketDTO[] {
  return applyToList(list, payload, (t) => isNotifiable(t, viewer));
}

/** DD/MM/YYYY HH:mm, or only HH:mm for today. */
export function formatNotificationTime(value: string, now: Date = new Date()): string {
  const instant = dayjs(value);
  if (!instant.isValid()) return '';
  return instant.isSame(now, 'day') ? instant.format('HH:mm') : instant.format('DD/MM/YYYY HH:mm');
}
