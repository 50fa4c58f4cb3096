import type { TicketDTO, UserDTO } from '@zapdesk/shared';
import { passesQueueFilter } from './queue-filter';
import type { TicketListScope } from './ticket-query';

/** Who looks at the lists: what the visibility rule reads of the signed-in user. */
export type TicketViewer = Pick<UserDTO, 'id' | 'profile' | 'allTicket' | 'queues'>;

/**
 * The API's list visibility (decisions 'List visibility', tickets.filters.ts#visibilityWhere): admins
 * with showAll see everything; otherwise my tickets, pending tickets of my queues, pending tickets
 * without a queue when my allTicket is 'enabled', and for admins every closed ticket.
 */
export function isVisibleTo(ticket: TicketDTO, viewer: TicketViewer, showAll: boolean): boolean {
  const admin = viewer.profile === 'admin';
  if (admin && showAll) return true;
  if (ticket.userId !== null && ticket.userId === viewer.id) return true;
  if (ticket.status === 'pending') {
    if (ticket.queueId === null) return viewer.allTicket === 'enabled';
    return viewer.queues.some((queue) => queue.id === ticket.queueId);
  }
  return admin && ticket.status === 'closed';
}

/**
 * Whether a ticket, as a live event shows it now, belongs in a list: the list's status (or search
 * filters), the viewer's visibility and the queue filter. A search cannot tell whether new text
 * matches, so it only keeps (and refreshes) tickets it already lists: `listed` says which.
 */
export function belongsToList(ticket: TicketDTO, scope: TicketListScope, viewer: TicketViewer, listed: boolean): boolean {
  if (!isVisibleTo(ticket, viewer, scope.showAll)) return false;
  if (!passesQueueFilter(ticket, scope.queueIds, scope.withoutQueue)) return false;
  if (scope.kind === 'status') return ticket.status === scope.status;
  if (!listed) return false;
  if (scope.users.length && (ticket.userId === null || !scope.users.includes(ticket.userId))) return false;
  return scope.tags.every((tagId) => ticket.tags.some((tag) => tag.id === tagId));
}
