import type { MessageDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import type { Message } from '../../models/index.js';
import { ticketDtos } from '../tickets/ticket-dtos.js';
import { ticketTarget, type TicketState } from '../tickets/ticket-audience.js';
import { publishTicketUpdate } from '../tickets/tickets.queries.js';
import { loadMessageDTOs, loadTicketDTO } from './messages.queries.js';
import { presentMessage } from './messages.presenter.js';

/**
 * Publishes `appMessage` for messages of one ticket (each with the ticket and its contact, so a list can
 * move the ticket to the top) to the ticket's audience, plus `ticket` update when the ticket itself changed
 * (also to whoever saw it `before`, e.g. the owner of a closed ticket a customer reopened). Published after
 * the context's transaction commits.
 */
export async function publishMessages(
  ctx: ServiceContext,
  ticketId: number,
  messageIds: number[],
  options: { action: 'create' | 'update'; ticketChanged: boolean; before?: TicketState | null },
): Promise<MessageDTO[]> {
  const ticket = await loadTicketDTO(ctx, ticketId);
  const messages = await loadMessageDTOs(ctx, messageIds);
  if (!ticket.contact) throw new Error(`Ticket ${ticketId} was loaded without its contact`);
  const target = ticketTarget(ticket);
  for (const message of messages) {
    publish(ctx, { entity: 'appMessage', payload: { action: options.action, message, ticket, contact: ticket.contact }, target });
  }
  if (options.ticketChanged) publishTicketUpdate(ctx, ticket, options.before);
  return messages;
}

/**
 * publishMessages' create for new messages of many tickets at once (a campaign's batch), each ticket updated:
 * the tickets' DTOs written by Postgres in one statement (ticket-dtos.ts), the messages presented from their
 * stored rows (new outgoing messages quote nothing and name no contact). Published after the commit.
 */
export async function publishCreatedMessages(ctx: ServiceContext, messages: Message[]): Promise<void> {
  const perTicket = new Map<number, Message[]>();
  for (const message of messages) perTicket.set(message.ticketId, [...(perTicket.get(message.ticketId) ?? []), message]);
  for (const ticket of await ticketDtos(ctx, [...perTicket.keys()])) {
    if (!ticket.contact) throw new Error(`Ticket ${ticket.id} was loaded without its contact`);
    const target = ticketTarget(ticket);
    for (const message of perTicket.get(ticket.id) ?? []) {
      publish(ctx, { entity: 'appMessage', payload: { action: 'create', message: presentMessage(message), ticket, contact: ticket.contact }, target });
    }
    publishTicketUpdate(ctx, ticket);
  }
}
