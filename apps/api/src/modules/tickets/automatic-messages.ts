import { randomBytes } from 'node:crypto';
import type { TicketDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { now } from '../../core/clock.js';
import { logger } from '../../core/logger.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { Message, type Contact, type Ticket } from '../../models/index.js';
import { presentContactRef } from '../contacts/contacts.presenter.js';
import { presentMessage } from '../messages/messages.presenter.js';
import { ticketTarget } from './ticket-audience.js';

/** An automatic message stored in the ticket and waiting to go out once the transaction commits. */
export interface PendingDelivery {
  companyId: number;
  ticketId: number;
  message: Message;
  to: string;
  contact: Contact;
}

/** The chat a contact is reached at: the phone JID when known, else its LID. */
const chatOf = (contact: Contact) => (contact.number ? `${contact.number}@s.whatsapp.net` : contact.lid);

/** An id in the shape WhatsApp Web uses; both providers send under the id they are given. */
const newWid = () => `3EB0${randomBytes(9).toString('hex').toUpperCase()}`;

/**
 * Stores an automatic fromMe message (decisions: attendants see what the customer saw) with ack 0 and the
 * WhatsApp id it will be sent under, so an ack or echo that arrives before the send returns finds its row.
 * Returns null for a contact WhatsApp cannot be reached at (no phone and no LID).
 */
export async function storeAutomaticMessage(ctx: ServiceContext, ticket: Ticket, contact: Contact, body: string): Promise<PendingDelivery | null> {
  const to = chatOf(contact);
  if (!to) {
    logger.warn({ ticketId: ticket.id, contactId: contact.id }, 'automatic message skipped: the contact has no WhatsApp address');
    return null;
  }
  const message = await Message.create(
    {
      wid: newWid(),
      whatsappId: ticket.whatsappId,
      ticketId: ticket.id,
      contactId: null,
      body,
      fromMe: true,
      isAutomatic: true,
      read: true,
      ack: 0,
      companyId: ctx.companyId,
      // The application clock, like the messages it answers: the history and the expiry rule read this order.
      createdAt: now(),
    },
    { transaction: ctx.transaction },
  );
  await ticket.update({ lastMessage: body }, { transaction: ctx.transaction });
  return { companyId: ctx.companyId, ticketId: ticket.id, message, to, contact };
}

/** company-{id}-appMessage {action:'create'} for each stored automatic message, to the ticket's audience (after the commit). */
export function publishAutomaticMessages(ctx: ServiceContext, deliveries: PendingDelivery[], ticket: TicketDTO): void {
  for (const delivery of deliveries) {
    publish(ctx, {
      entity: 'appMessage',
      payload: { action: 'create', message: presentMessage(delivery.message), ticket, contact: presentContactRef(delivery.contact) },
      target: ticketTarget(ticket),
    });
  }
}

const inFlight = new Set<Promise<void>>();

async function deliver({ companyId, ticketId, message, to }: PendingDelivery): Promise<void> {
  try {
    const sent = await whatsappGateway().send(companyId, message.whatsappId, { to, id: message.wid ?? undefined, body: message.body });
    // A provider that ignored our id: keep WhatsApp's, which later acks will name.
    if (sent.id !== message.wid) await Message.update({ wid: sent.id }, { where: { id: message.id, companyId } });
  } catch (error) {
    // The ticket's state change already committed; the message stays at ack 0 (pending) in the ticket.
    logger.warn({ err: error, companyId, ticketId, messageId: message.id }, 'automatic message not delivered');
  }
}

/**
 * Sends the stored messages through the WhatsApp process without holding up the attendant's request:
 * a slow or unreachable gateway never fails or delays the transition that caused the message.
 */
export function deliverInBackground(deliveries: PendingDelivery[]): void {
  for (const delivery of deliveries) {
    const sending = deliver(delivery).finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  }
}

/**
 * Sends the stored messages one after the other and waits for them: the bot's answers to a chat leave in
 * the order they were written, before the next event of that chat is processed. Failures are logged and
 * leave the message pending (ack 0), like background deliveries.
 */
export async function deliverInOrder(deliveries: PendingDelivery[]): Promise<void> {
  for (const delivery of deliveries) {
    const sending = deliver(delivery).finally(() => inFlight.delete(sending));
    inFlight.add(sending);
    await sending;
  }
}

/** Resolves when every background delivery started so far has finished (tests wait on it). */
export async function settleAutomaticMessages(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}
