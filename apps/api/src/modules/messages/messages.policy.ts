import type { AllTicket } from '@zapdesk/shared';
import { actorUserId, type ServiceContext } from '../../core/context.js';
import { canAdminister } from '../../core/policy.js';
import type { Ticket } from '../../models/index.js';

/** What decides which tickets a non-admin sees: their queues and the allTicket flag. */
export interface TicketViewer {
  userId: number;
  queueIds: number[];
  allTicket: AllTicket;
}

/**
 * Admins see every ticket of their company. Others see tickets assigned to them, tickets of their
 * queues, and pending tickets without a queue when allTicket is 'enabled' (decisions.md, Tickets).
 */
export function canViewTicket(ctx: ServiceContext, viewer: TicketViewer | null, ticket: Ticket): boolean {
  if (canAdminister(ctx)) return true;
  if (!viewer) return false;
  if (ticket.userId === viewer.userId) return true;
  if (ticket.queueId !== null && viewer.queueIds.includes(ticket.queueId)) return true;
  return ticket.status === 'pending' && ticket.queueId === null && viewer.allTicket === 'enabled';
}

/** Writing in a ticket (send, delete for everyone) is for its assigned user, or an admin stepping in. */
export function canActOnTicket(ctx: ServiceContext, ticket: Ticket): boolean {
  return canAdminister(ctx) || (actorUserId(ctx) !== null && ticket.userId === actorUserId(ctx));
}
