import { now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { type Ticket, TicketTraking } from '../../models/index.js';

type TrackingChanges = Partial<Pick<TicketTraking, 'userId' | 'queueId' | 'whatsappId' | 'startedAt' | 'finishedAt'>>;

/**
 * Starts a new open-to-closed cycle (§10 Tickets: one tracking row per cycle; the dashboard reads them).
 * An opened ticket starts its cycle already attended (startedAt), a pending one only queued.
 */
export async function startTracking(ctx: ServiceContext, ticket: Ticket): Promise<TicketTraking> {
  const at = now();
  return TicketTraking.create(
    {
      ticketId: ticket.id,
      companyId: ctx.companyId,
      whatsappId: ticket.whatsappId,
      userId: ticket.userId,
      queueId: ticket.queueId,
      queuedAt: at,
      startedAt: ticket.status === 'open' ? at : null,
    },
    { transaction: ctx.transaction },
  );
}

/**
 * Applies a transition to the ticket's running cycle, keeping userId/queueId/whatsappId current. A ticket
 * with no running cycle (created before tracking existed, or by a path that skipped it) gets one, so the
 * dashboard never loses an attendance.
 */
export async function trackCycle(ctx: ServiceContext, ticket: Ticket, changes: TrackingChanges): Promise<TicketTraking> {
  const running = await TicketTraking.findOne({
    where: { companyId: ctx.companyId, ticketId: ticket.id, finishedAt: null },
    order: [['id', 'DESC']],
    lock: ctx.transaction?.LOCK.UPDATE,
    transaction: ctx.transaction,
  });
  const current = {
    userId: ticket.userId,
    queueId: ticket.queueId,
    whatsappId: ticket.whatsappId,
    ...changes,
  };
  if (running) {
    // The first acceptance of the cycle is when attendance started; a later re-accept does not move it.
    const startedAt = running.startedAt ?? current.startedAt ?? null;
    return running.update({ ...current, startedAt }, { transaction: ctx.transaction });
  }
  return TicketTraking.create(
    { ticketId: ticket.id, companyId: ctx.companyId, queuedAt: ticket.createdAt, startedAt: null, ...current },
    { transaction: ctx.transaction },
  );
}
