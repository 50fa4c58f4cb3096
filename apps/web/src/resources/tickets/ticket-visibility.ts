import { canSeeTicket, listSight, ticketViewerOf, type TicketDTO, type UserDTO } from '@zapdesk/shared';
import { passesQueueFilter } from './queue-filter';
import type { TicketListScope } from './ticket-query';

/** Who looks at the lists: what the visibility rule reads of the signed-in user. */
export type TicketViewer = Pick<UserDTO, 'id' | 'profile' | 'super' | 'allTicket' | 'queues'>;

/** The API's list visibility: the shared rule (canSeeTicket's list sight) the API's list query applies. */
export function isVisibleTo(ticket: TicketDTO, viewer: TicketViewer, showAll: boolean): boolean {
  return canSeeTicket(ticketViewerOf(viewer), ticket, listSight(showAll));
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
