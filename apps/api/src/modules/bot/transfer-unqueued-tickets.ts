import { now } from '../../core/clock.js';
import { systemContext, type ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { Queue, Ticket, Whatsapp } from '../../models/index.js';
import { ticketState } from '../tickets/ticket-audience.js';
import { trackCycle } from '../tickets/ticket-tracking.js';
import { loadTicketDto, publishTicketUpdate } from '../tickets/tickets.queries.js';
import { runningCycle } from './bot-cycle.js';
import { findDueTickets } from './due-tickets.js';

// §10 Bot flow: timeToTransfer (minutes) — a pending ticket with no queue (the customer still in
// the bot, or silent in its menu) moves to the connection's transferQueueId that long after its cycle began.

const DUE = {
  joins: `LEFT JOIN LATERAL (
            SELECT tt."queuedAt" FROM ticket_trakings tt
             WHERE tt."companyId" = t."companyId" AND tt."ticketId" = t.id AND tt."finishedAt" IS NULL
             ORDER BY tt.id DESC LIMIT 1) cycle ON true`,
  where: `t.status = 'pending' AND t."queueId" IS NULL AND t."isGroup" = false
          AND w."timeToTransfer" > 0 AND w."transferQueueId" IS NOT NULL
          AND COALESCE(cycle."queuedAt", t."createdAt") <= CAST(:now AS timestamptz) - make_interval(mins => w."timeToTransfer")`,
};

/** Moves one ticket if it is still due, under its row lock (a job that runs twice moves it once). */
async function transferIfDue(ctx: ServiceContext, ticketId: number): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const ticket = await Ticket.findOne({ where: { id: ticketId, companyId: tx.companyId }, lock: tx.transaction?.LOCK.UPDATE, transaction: tx.transaction });
    if (!ticket || ticket.status !== 'pending' || ticket.queueId !== null || ticket.isGroup) return false;
    const connection = await Whatsapp.findOne({ where: { id: ticket.whatsappId, companyId: tx.companyId }, transaction: tx.transaction });
    if (!connection?.timeToTransfer || !connection.transferQueueId) return false;
    const since = (await runningCycle(tx, ticket)).queuedAt ?? ticket.createdAt;
    if (now().getTime() - since.getTime() < connection.timeToTransfer * 60_000) return false;
    const queue = await Queue.findOne({ where: { id: connection.transferQueueId, companyId: tx.companyId }, transaction: tx.transaction });
    if (!queue) return false;
    const before = ticketState(ticket);
    await ticket.update({ queueId: queue.id, queueOptionId: null, chatbot: false }, { transaction: tx.transaction });
    await trackCycle(tx, ticket, {});
    publishTicketUpdate(tx, await loadTicketDto(tx, ticket.id), before);
    return true;
  });
}

/** The repeating job's sweep: returns how many tickets moved. `companyIds` narrows it (tests). */
export async function transferUnqueuedTickets(options: { companyIds?: number[] } = {}): Promise<number> {
  let moved = 0;
  for (const due of await findDueTickets(DUE, options.companyIds)) {
    if (await transferIfDue(systemContext(due.companyId, 'timeToTransfer'), due.id)) moved += 1;
  }
  return moved;
}
