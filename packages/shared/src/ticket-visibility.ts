import type { TicketDTO, TicketStatus, UserDTO } from './dto.js';

// Who sees a ticket: the one rule the API's policies, its list query (beside it, in SQL), the live event
// audience and the web all use (§10 Tickets 'List visibility', §6 and §4).

/** Who looks: what the rule reads of a user. */
export interface TicketViewer {
  /** null for the system (jobs, the pipeline), which is an admin. */
  userId: number | null;
  /** The admin profile or the platform super user. */
  isAdmin: boolean;
  queueIds: readonly number[];
  /** allTicket 'enabled'. */
  allTicket: boolean;
}

/** The fields of a ticket the rule reads (a row, a DTO and an event's before-state all have them). */
export interface TicketVisibilityFields {
  status: TicketStatus;
  userId: number | null;
  queueId: number | null;
}

/**
 * Where the ticket is looked at. `conversation`: opening it, reading and writing its messages, following it
 * live (GET /tickets/:id, PUT, GET /messages/:id, joinChatBox). `list`: the ticket lists (GET /tickets) and
 * their live events; `showAll` is the admins' switch.
 */
export type TicketSight = { in: 'conversation' } | { in: 'list'; showAll: boolean };
export const CONVERSATION: TicketSight = { in: 'conversation' };
export const listSight = (showAll: boolean): TicketSight => ({ in: 'list', showAll });

/**
 * The groups that see a ticket in their lists, admins aside: its assigned user, its queue's members while it
 * is pending there, and the allTicket users while it is pending without a queue. The live audience of the
 * ticket's events is exactly these groups plus the admins.
 */
export interface TicketListGroups {
  userId: number | null;
  /** The queue whose members list it (pending in that queue), else null. */
  queueId: number | null;
  /** Pending without a queue: listed by allTicket users. */
  unqueued: boolean;
}

export function ticketListGroups(ticket: TicketVisibilityFields): TicketListGroups {
  const pending = ticket.status === 'pending';
  return { userId: ticket.userId, queueId: pending ? ticket.queueId : null, unqueued: pending && ticket.queueId === null };
}

/**
 * Whether the viewer sees the ticket there.
 * - Admins open every ticket; their lists show everything with showAll, otherwise what the groups give them
 *   plus every closed ticket.
 * - Everyone sees the tickets of their list groups (see ticketListGroups).
 * - A conversation is also open to the members of its queue whatever its status (§6: the ticket page denies
 *   only other queues' tickets), so a colleague's ticket of one's own queue can be opened from a link.
 * - allTicket reaches pending tickets without a queue only (§10 'List visibility', §4 notifications):
 *   once such a ticket is open or closed it belongs to its user alone, and opening another agent's
 *   conversation is an admin's right (§6 'peeking').
 */
export function canSeeTicket(viewer: TicketViewer, ticket: TicketVisibilityFields, sight: TicketSight = CONVERSATION): boolean {
  if (viewer.isAdmin && (sight.in === 'conversation' || sight.showAll || ticket.status === 'closed')) return true;
  const groups = ticketListGroups(ticket);
  if (groups.userId !== null && groups.userId === viewer.userId) return true;
  if (groups.queueId !== null && viewer.queueIds.includes(groups.queueId)) return true;
  if (groups.unqueued && viewer.allTicket) return true;
  return sight.in === 'conversation' && ticket.queueId !== null && viewer.queueIds.includes(ticket.queueId);
}

/** The viewer a signed-in user is (the web's session user, or a user DTO). */
export function ticketViewerOf(user: Pick<UserDTO, 'id' | 'profile' | 'super' | 'allTicket' | 'queues'>): TicketViewer {
  return {
    userId: user.id,
    isAdmin: user.profile === 'admin' || user.super,
    queueIds: user.queues.map((queue) => queue.id),
    allTicket: user.allTicket === 'enabled',
  };
}

/**
 * GET /tickets counts at most this many tickets: past it the count says "this many or more" and the
 * screen shows 999+. Counting further would read every matching row of a large company on each request.
 */
export const TICKET_COUNT_CAP = 1000;

/** GET /tickets: one page (40, newest activity first), the capped count and whether more pages follow. */
export interface TicketsPageDTO {
  tickets: TicketDTO[];
  /** Exact below TICKET_COUNT_CAP; TICKET_COUNT_CAP means that many or more. */
  count: number;
  hasMore: boolean;
}
