import { Op } from 'sequelize';
import { now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { AssistantSession, Message, Ticket, TicketNote } from '../../models/index.js';
import { publishMessages } from '../messages/message-events.js';
import { enqueueOutgoing, type OutgoingItem } from '../messages/outbox.js';
import { ticketState } from '../tickets/ticket-audience.js';
import { loadTicketDto, publishTicketUpdate } from '../tickets/tickets.queries.js';

// What an assistant's turn leaves in the ticket, each in one transaction with the ticket locked: its replies
// (automatic messages committed to the outbox), the customer messages it handled, and a handover to the
// queue — chosen (the transfer phrase, the integration's signal, the flow's end) or forced by a failure,
// which also leaves a note in the ticket saying why.

/** The assistant a ticket stands on, as the turn read it (a change since then drops the turn's answer). */
export interface AssistantRef {
  ticketId: number;
  promptId: number | null;
  integrationId: number | null;
}

/** The ticket, locked, while it still stands on this assistant (pending, nobody owns it, still engaged). */
async function lockEngaged(tx: ServiceContext, ref: AssistantRef): Promise<Ticket | null> {
  const ticket = await Ticket.findOne({ where: { id: ref.ticketId, companyId: tx.companyId }, lock: tx.transaction!.LOCK.UPDATE, transaction: tx.transaction });
  const engaged =
    ticket &&
    ticket.status === 'pending' &&
    ticket.userId === null &&
    ticket.useIntegration &&
    ticket.promptId === ref.promptId &&
    ticket.integrationId === ref.integrationId;
  return engaged ? ticket : null;
}

/** A customer message newer than `messageId` waits in the ticket (its own turn will answer with it). */
export async function newerCustomerMessage(ctx: ServiceContext, ticketId: number, messageId: number): Promise<boolean> {
  return (await Message.count({ where: { companyId: ctx.companyId, ticketId, fromMe: false, id: { [Op.gt]: messageId } } })) > 0;
}

export interface TurnResult {
  replies: OutgoingItem[];
  /** The last customer message this answers. */
  handledMessageId: number;
  handover?: boolean;
  /** The external session (Typebot) to keep for the next turn; null forgets it. */
  sessionId?: string | null;
}

/** Commits a turn's replies (and handover); false when the ticket left the assistant meanwhile (nothing sent). */
export async function commitTurn(ctx: ServiceContext, ref: AssistantRef, result: TurnResult): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const ticket = await lockEngaged(tx, ref);
    if (!ticket) return false;
    const before = ticketState(ticket);
    const messages = await enqueueOutgoing(
      tx,
      ticket,
      result.replies.map((reply) => ({ ...reply, isAutomatic: true })),
      { createdAt: now() },
    );
    await AssistantSession.update(
      {
        handledMessageId: result.handledMessageId,
        ...(result.sessionId !== undefined && { sessionId: result.sessionId, sessionAt: result.sessionId ? now() : null }),
      },
      { where: { ticketId: ticket.id, companyId: ctx.companyId }, transaction: tx.transaction },
    );
    if (result.handover) await ticket.update({ useIntegration: false }, { transaction: tx.transaction });
    if (messages.length)
      await publishMessages(
        tx,
        ticket.id,
        messages.map((m) => m.id),
        { action: 'create', ticketChanged: true, before },
      );
    else if (result.handover) publishTicketUpdate(tx, await loadTicketDto(tx, ticket.id), before);
    return true;
  });
}

/**
 * The assistant could not answer: the ticket leaves it for the queue's attendants (the customer's messages
 * are already stored) and a note in the ticket tells the admin why.
 */
export async function fallBackToQueue(ctx: ServiceContext, ref: AssistantRef, assistantName: string, reason: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const ticket = await lockEngaged(tx, ref);
    if (!ticket) return;
    const before = ticketState(ticket);
    await ticket.update({ useIntegration: false }, { transaction: tx.transaction });
    await TicketNote.create(
      {
        note: `O assistente "${assistantName}" não respondeu (${reason}). O ticket voltou para a fila.`.slice(0, 2000),
        userId: null,
        ticketId: ticket.id,
        contactId: ticket.contactId,
        companyId: ctx.companyId,
      },
      { transaction: tx.transaction },
    );
    publishTicketUpdate(tx, await loadTicketDto(tx, ticket.id), before);
  });
}
