import type { ServiceContext } from '../../core/context.js';
import { TicketTraking, type Ticket } from '../../models/index.js';
import { trackCycle } from '../tickets/ticket-tracking.js';

// The bot keeps its per-cycle marks (out-of-hours sent, rating asked) on the cycle's tracking row.

/** The ticket's running cycle, locked; a ticket that lacks one gets it (as every transition does). */
export async function runningCycle(ctx: ServiceContext, ticket: Ticket): Promise<TicketTraking> {
  const running = await TicketTraking.findOne({
    where: { companyId: ctx.companyId, ticketId: ticket.id, finishedAt: null },
    order: [['id', 'DESC']],
    lock: ctx.transaction?.LOCK.UPDATE,
    transaction: ctx.transaction,
  });
  return running ?? trackCycle(ctx, ticket, {});
}

/** The ticket's most recent cycle, running or finished, locked; null when it has none. */
export function latestCycle(ctx: ServiceContext, ticket: Ticket): Promise<TicketTraking | null> {
  return TicketTraking.findOne({
    where: { companyId: ctx.companyId, ticketId: ticket.id },
    order: [['id', 'DESC']],
    lock: ctx.transaction?.LOCK.UPDATE,
    transaction: ctx.transaction,
  });
}
