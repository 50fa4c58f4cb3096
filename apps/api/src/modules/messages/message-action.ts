import type { ErrorCode } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { authorize } from '../../core/policy.js';
import { findOrFail } from '../../core/tenancy.js';
import { Contact, Message, OutboxMessage, type Ticket } from '../../models/index.js';
import { chatJidOf } from '../contacts/contact-jid.js';
import { canActOnTicket } from './messages.policy.js';
import { findVisibleTicket } from './messages.queries.js';

// What deleting, editing and reacting share: the message (404 for another company's), its ticket as the actor
// may see it (403), the right to act in it (its user or an admin), and the chat WhatsApp knows it by.

export interface MessageInTicket {
  message: Message;
  ticket: Ticket;
}

/** A message of the company in a ticket the actor may write in. */
export async function findActionableMessage(ctx: ServiceContext, id: number): Promise<MessageInTicket> {
  const message = await findOrFail(Message, ctx, id);
  const ticket = await findVisibleTicket(ctx, message.ticketId);
  authorize(canActOnTicket(ctx, ticket));
  return { message, ticket };
}

/** The chat JID of the ticket's contact; 400 with `code` when it has no WhatsApp address. */
export async function chatOfTicket(ctx: ServiceContext, ticket: Ticket, code: ErrorCode): Promise<string> {
  const contact = await Contact.findOne({ where: { id: ticket.contactId, companyId: ctx.companyId }, transaction: ctx.transaction });
  const chatId = contact && chatJidOf(contact);
  if (!chatId) throw new AppError(code, 400, 'The contact has no WhatsApp address');
  return chatId;
}

/**
 * Whether WhatsApp has the message: a customer's always; ours once it left the outbox without failing (its ack
 * rises later, through the engine).
 */
export async function reachedWhatsapp(message: Message): Promise<boolean> {
  if (!message.wid || message.ack < 0) return false;
  if (!message.fromMe || message.ack > 0) return true;
  return !(await OutboxMessage.findOne({ where: { companyId: message.companyId, messageId: message.id }, attributes: ['messageId'] }));
}

/** The engine refused or could not be reached: 502 with `code` and the reason, nothing changed here. */
export function engineFailure(code: ErrorCode, fallback: string) {
  return (error: unknown): never => {
    const reason = error instanceof AppError ? `${error.code}: ${error.message}` : fallback;
    throw new AppError(code, 502, reason);
  };
}
