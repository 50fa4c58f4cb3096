import { now } from '../../core/clock.js';
import { systemContext, type ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { Contact, Message, Ticket, Whatsapp } from '../../models/index.js';
import { publishAutomaticMessages } from '../tickets/automatic-messages.js';
import { ticketState } from '../tickets/ticket-audience.js';
import { trackCycle } from '../tickets/ticket-tracking.js';
import { loadTicketDto, publishTicketUpdate } from '../tickets/tickets.queries.js';
import { openTurn, say } from './bot-turn.js';
import { findDueTickets } from './due-tickets.js';

// §10 Bot flow: expiresTicket (minutes) — a conversation waiting on the customer is closed when the
// customer stays silent that long: an open ticket whose last message was ours (the attendant's or an
// automatic one), or a pending one whose customer left the bot's menu unanswered. A customer waiting on us
// (their message last, or a pending ticket already in its queue) is never closed by it.

const DUE = {
  joins: `JOIN LATERAL (
            SELECT m."fromMe", m."createdAt" FROM messages m
             WHERE m."companyId" = t."companyId" AND m."ticketId" = t.id
             ORDER BY m."createdAt" DESC, m.id DESC LIMIT 1) last ON true`,
  where: `w."expiresTicket" > 0 AND t."isGroup" = false
          AND (t.status = 'open' OR (t.status = 'pending' AND t.chatbot = true))
          AND last."fromMe" = true
          AND last."createdAt" <= CAST(:now AS timestamptz) - make_interval(mins => w."expiresTicket")`,
};

/** Whether the ticket still waits on a silent customer for longer than the connection allows. */
async function stillExpired(ctx: ServiceContext, ticket: Ticket, connection: Whatsapp): Promise<boolean> {
  if (ticket.isGroup || !(ticket.status === 'open' || (ticket.status === 'pending' && ticket.chatbot))) return false;
  const last = await Message.findOne({
    where: { companyId: ctx.companyId, ticketId: ticket.id },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    attributes: ['id', 'fromMe', 'createdAt'],
    transaction: ctx.transaction,
  });
  if (!last?.fromMe) return false;
  return now().getTime() - last.createdAt.getTime() >= connection.expiresTicket * 60_000;
}

/** Closes one ticket if it is still expired, under its row lock (a job that runs twice closes it once); answers whether it did. */
async function expireIfDue(ctx: ServiceContext, ticketId: number): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const ticket = await Ticket.findOne({ where: { id: ticketId, companyId: tx.companyId }, lock: tx.transaction?.LOCK.UPDATE, transaction: tx.transaction });
    if (!ticket) return false;
    const connection = await Whatsapp.findOne({ where: { id: ticket.whatsappId, companyId: tx.companyId }, transaction: tx.transaction });
    if (!connection || connection.expiresTicket <= 0 || !(await stillExpired(tx, ticket, connection))) return false;
    const before = ticketState(ticket);
    // Closed like Resolve (§4): queue and owner kept, integration and prompt cleared, nothing left unread.
    await ticket.update(
      { status: 'closed', chatbot: false, unreadMessages: 0, useIntegration: false, promptId: null, integrationId: null },
      { transaction: tx.transaction },
    );
    await trackCycle(tx, ticket, { finishedAt: now() });
    const contact = await Contact.findOne({ where: { id: ticket.contactId, companyId: tx.companyId }, transaction: tx.transaction });
    const turn = contact && (await openTurn(tx, ticket, contact));
    if (turn) await say(turn, connection.expiresInactiveMessage);
    const dto = await loadTicketDto(tx, ticket.id);
    publishTicketUpdate(tx, dto, before);
    publishAutomaticMessages(tx, turn?.messages ?? [], dto);
    return true;
  });
}

/** The repeating job's sweep: returns how many tickets it closed. `companyIds` narrows it (tests). */
export async function expireInactiveTickets(options: { companyIds?: number[] } = {}): Promise<number> {
  let closed = 0;
  for (const due of await findDueTickets(DUE, options.companyIds)) {
    if (await expireIfDue(systemContext(due.companyId, 'expiresTicket'), due.id)) closed += 1;
  }
  return closed;
}
