import type { AllTicket } from '@zapdesk/shared';
import { authorize } from '../../core/policy.js';
import type { Ticket } from '../../models/index.js';

/** Who is looking at tickets: what the list and the access rules need to know about the actor. */
export interface TicketViewer {
  /** null for the system (jobs, the pipeline). */
  userId: number | null;
  name: string;
  isAdmin: boolean;
  queueIds: number[];
  allTicket: AllTicket;
  /** The user's own default connection (User.whatsappId), used before the company's default. */
  whatsappId: number | null;
}

/**
 * Spec §5 'Ticket access' and §6: admins open any ticket; others open their own tickets and those of
 * their queues. A ticket without a queue belongs to no queue, so only users with allTicket 'enabled'
 * (who see such pending tickets in the list and notifications) may open it besides its owner.
 */
export function canAccessTicket(viewer: TicketViewer, ticket: Pick<Ticket, 'userId' | 'queueId'>): boolean {
  if (viewer.isAdmin) return true;
  if (ticket.userId !== null && ticket.userId === viewer.userId) return true;
  if (ticket.queueId !== null) return viewer.queueIds.includes(ticket.queueId);
  return viewer.allTicket === 'enabled';
}

/** 403 ERR_NO_PERMISSION unless the viewer may open and work the ticket (the tenant check came first). */
export function authorizeTicketAccess(viewer: TicketViewer, ticket: Pick<Ticket, 'userId' | 'queueId'>): void {
  authorize(canAccessTicket(viewer, ticket));
}

/** Deleting a ticket is admin only (§6 ticket-options:deleteTicket). */
export function authorizeTicketDelete(viewer: TicketViewer): void {
  authorize(viewer.isAdmin);
}

/** A non-admin may only open a new ticket for themselves; admins may hand it to any user of the company. */
export function authorizeTicketOwner(viewer: TicketViewer, ownerId: number | null): void {
  authorize(viewer.isAdmin || ownerId === viewer.userId);
}
