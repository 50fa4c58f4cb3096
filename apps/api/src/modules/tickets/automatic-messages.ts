import type { TicketDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { now } from '../../core/clock.js';
import { logger } from '../../core/logger.js';
import type { Contact, Message, Ticket } from '../../models/index.js';
import { chatJidOf } from '../contacts/contact-jid.js';
import { presentMessage } from '../messages/messages.presenter.js';
import { enqueueOutgoing } from '../messages/outbox.js';
import { ticketTarget } from './ticket-audience.js';

/**
 * Stores an automatic fromMe message (decisions: attendants see what the customer saw) in the caller's
 * transaction and commits it to the outbox, which sends it after the commit, in order with the ticket's
 * other messages. Null for a contact WhatsApp cannot be reached at (no phone and no LID).
 */
export async function storeAutomaticMessage(ctx: ServiceContext, ticket: Ticket, contact: Contact, body: string): Promise<Message | null> {
  if (!chatJidOf(contact)) {
    logger.warn({ ticketId: ticket.id, contactId: contact.id }, 'automatic message skipped: the contact has no WhatsApp address');
    return null;
  }
  // The application clock, like the messages it answers: the history and the expiry rule read this order.
  const [message] = await enqueueOutgoing(ctx, ticket, [{ body, isAutomatic: true }], { createdAt: now() });
  return message;
}

/** company-{id}-appMessage {action:'create'} for each stored automatic message, to the ticket's audience (after the commit). */
export function publishAutomaticMessages(ctx: ServiceContext, messages: Message[], ticket: TicketDTO): void {
  if (!ticket.contact) throw new Error(`Ticket ${ticket.id} was loaded without its contact`);
  for (const message of messages) {
    publish(ctx, {
      entity: 'appMessage',
      payload: { action: 'create', message: presentMessage(message), ticket, contact: ticket.contact },
      target: ticketTarget(ticket),
    });
  }
}
