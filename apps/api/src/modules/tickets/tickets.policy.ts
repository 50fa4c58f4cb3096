import { canSeeTicket, type TicketViewer as SharedTicketViewer, type TicketVisibilityFields } from '@zapdesk/shared';
import { authorize } from '../../core/policy.js';

/** Who is looking at tickets: the shared visibility viewer plus what creating a ticket needs. */
export interface TicketViewer extends SharedTicketViewer {
  name: string;
  /** The user's own default connection (User.whatsappId), used before the company's default. */
  whatsappId: number | null;
}

/** Whether the viewer may open and work the ticket (GET/PUT /tickets/:id, notes, tags, joinChatBox): see canSeeTicket. */
export function canAccessTicket(viewer: SharedTicketViewer, ticket: TicketVisibilityFields): boolean {
  return canSeeTicket(viewer, ticket);
}

/** 403 ERR_NO_PERMISSION unless the viewer may open and work the ticket (the tenant check came first). */
export function authorizeTicketAccess(viewer: SharedTicketViewer, ticket: TicketVisibilityFields): void {
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
