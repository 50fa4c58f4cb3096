import type { ServiceContext } from '../../core/context.js';
import { now } from '../../core/clock.js';
import { Ticket, TicketTraking } from '../../models/index.js';
import { unlessTaken } from '../contacts/savepoint.js';

// The inbound side of the ticket lifecycle (§10 Tickets): one ticket row per (company,
// contact, connection); a customer writing to a closed ticket starts a new cycle. Accept, return,
// resolve and transfer live in modules/tickets.

function requireTransaction(ctx: ServiceContext) {
  if (!ctx.transaction) throw new Error('Ticket changes need a transaction: the row lock lasts until it ends');
  return ctx.transaction;
}

/**
 * The ticket of a contact on a connection, locked FOR UPDATE until the transaction ends; a new one starts
 * pending with its first tracking row (queuedAt). Two deliveries racing to create it meet at the unique
 * index: the loser reads and locks the winner's row.
 */
export async function findOrCreateTicket(
  ctx: ServiceContext,
  key: { contactId: number; whatsappId: number; isGroup: boolean },
): Promise<{ ticket: Ticket; created: boolean }> {
  const transaction = requireTransaction(ctx);
  const where = { companyId: ctx.companyId, contactId: key.contactId, whatsappId: key.whatsappId };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const found = await Ticket.findOne({ where, lock: transaction.LOCK.UPDATE, transaction });
    if (found) return { ticket: found, created: false };
    const ticket = await unlessTaken(ctx, (sp) => Ticket.create({ ...where, status: 'pending', isGroup: key.isGroup }, { transaction: sp.transaction }));
    if (ticket) {
      await TicketTraking.create({ ticketId: ticket.id, companyId: ctx.companyId, whatsappId: key.whatsappId, queuedAt: now() }, { transaction });
      return { ticket, created: true };
    }
  }
  throw new Error(`Ticket lookup did not settle for contact ${key.contactId}`);
}

/**
 * Starts a new cycle on a closed (locked) ticket: pending, queue and user cleared so the bot flow starts
 * over, and a new tracking row. The caller saves the ticket. Answers whether it reopened.
 */
export async function reopenClosedTicket(ctx: ServiceContext, ticket: Ticket): Promise<boolean> {
  const transaction = requireTransaction(ctx);
  if (ticket.status !== 'closed') return false;
  ticket.set({
    status: 'pending',
    queueId: null,
    userId: null,
    chatbot: false,
    queueOptionId: null,
    amountUsedBotQueues: 0,
    botStartedAt: null,
  });
  await TicketTraking.create({ ticketId: ticket.id, companyId: ctx.companyId, whatsappId: ticket.whatsappId, queuedAt: now() }, { transaction });
  return true;
}
