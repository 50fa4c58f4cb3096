import { queryOptions } from '@tanstack/react-query';
import { fetchKanbanTickets, fetchNotificationTickets, fetchTicketByUuid } from './api';
import { initialNotifications, type NotificationViewer } from './notification-list';
import type { TicketListScope } from './ticket-query';

/**
 * Query keys of tickets: the tickets screen's lists (one per scope: tab, status, filters), the open conversation's
 * ticket, the notifications bell and the kanban boards. LiveSyncProvider applies every ticket event to all of them.
 */
export const ticketKeys = {
  lists: ['tickets', 'list'] as const,
  list: (scope: TicketListScope) => ['tickets', 'list', scope] as const,
  details: ['tickets', 'detail'] as const,
  detail: (uuid: string) => ['tickets', 'detail', uuid] as const,
  notifications: (userId: number) => ['tickets', 'notifications', userId] as const,
  kanban: (queueIds: number[] | null) => ['tickets', 'kanban', queueIds === null ? 'all' : queueIds.join(',')] as const,
};

/** The scope of a cached list, read back from its key (the third part). */
export function scopeOfKey(key: readonly unknown[]): TicketListScope | null {
  const scope = key[2];
  if (typeof scope !== 'object' || scope === null || !('kind' in scope)) return null;
  return scope.kind === 'status' || scope.kind === 'search' ? (scope as TicketListScope) : null;
}

export const ticketQueries = {
  /** Live events only reach a mounted pane: a ticket opened again is always asked for afresh. */
  detail: (uuid: string) => queryOptions({ queryKey: ticketKeys.detail(uuid), queryFn: () => fetchTicketByUuid(uuid), staleTime: 0 }),
  notifications: (viewer: NotificationViewer) =>
    queryOptions({
      queryKey: ticketKeys.notifications(viewer.id),
      queryFn: async () => {
        const { open, pending } = await fetchNotificationTickets();
        return initialNotifications([...open, ...pending], viewer);
      },
    }),
  kanban: (queueIds: number[] | null) => queryOptions({ queryKey: ticketKeys.kanban(queueIds), queryFn: () => fetchKanbanTickets(queueIds) }),
};
