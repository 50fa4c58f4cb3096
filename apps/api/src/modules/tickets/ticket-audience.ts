import { ticketListGroups, type Profile, type TicketStatus, type TicketViewer } from '@zapdesk/shared';
import type { TicketAudience, TicketTarget } from '../../core/events.js';

/** The fields that decide who sees a ticket live; a Ticket row and a TicketDTO both have them. */
export interface TicketState {
  id: number;
  status: TicketStatus;
  userId: number | null;
  queueId: number | null;
}

/** A copy of those fields, taken before a change mutates the row. */
export const ticketState = ({ id, status, userId, queueId }: TicketState): TicketState => ({ id, status, userId, queueId });

/**
 * Who sees the ticket live in any of the given states: the admins (always, implied) and the ticket's list
 * groups (packages/shared ticketListGroups, the rule canSeeTicket's lists apply): the assigned user, the
 * queue's members while it is pending there, the allTicket users while it is pending without a queue. An
 * update names the state before the change too, so whoever loses sight of the ticket still receives that
 * update and drops it from their list.
 */
export function ticketAudience(current: TicketState, ...previous: TicketState[]): TicketAudience {
  const userIds = new Set<number>();
  const queueIds = new Set<number>();
  let unqueued = false;
  for (const state of [current, ...previous]) {
    const groups = ticketListGroups(state);
    if (groups.userId !== null) userIds.add(groups.userId);
    if (groups.queueId !== null) queueIds.add(groups.queueId);
    unqueued ||= groups.unqueued;
  }
  const ascending = (a: number, b: number) => a - b;
  return { ticketId: current.id, userIds: [...userIds].sort(ascending), queueIds: [...queueIds].sort(ascending), unqueued };
}

/** The event target of a ticket or message event: the ticket's audience (see ticketAudience). */
export function ticketTarget(current: TicketState, ...previous: TicketState[]): TicketTarget {
  return { room: 'ticket', audience: ticketAudience(current, ...previous) };
}

/**
 * Whether a change can alter who may follow the ticket's conversation (canSeeTicket): another owner or queue,
 * or a ticket without a queue entering or leaving pending (allTicket users follow it only while pending).
 */
export const holderChanged = (before: TicketState, after: TicketState) =>
  before.userId !== after.userId ||
  before.queueId !== after.queueId ||
  (after.queueId === null && (before.status === 'pending') !== (after.status === 'pending'));

/**
 * The ticket audiences a user belongs to (the user as canSeeTicket's viewer): the realtime layer keeps their
 * sockets in the matching rooms.
 */
export interface AudienceMembership extends TicketViewer {
  /** The user's current profile (a socket's token may carry an older one). */
  profile: Profile;
}
