import { actorUserId, type ServiceContext } from '../../core/context.js';
import { canAdminister } from '../../core/policy.js';
import type { Ticket } from '../../models/index.js';

/** Writing in a ticket (send, delete for everyone) is for its assigned user, or an admin stepping in. */
export function canActOnTicket(ctx: ServiceContext, ticket: Ticket): boolean {
  return canAdminister(ctx) || (actorUserId(ctx) !== null && ticket.userId === actorUserId(ctx));
}
