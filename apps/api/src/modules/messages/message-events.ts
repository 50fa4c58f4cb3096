import type { MessageDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { ticketTarget, type TicketState } from '../tickets/ticket-audience.js';
import { publishTicketUpdate } from '../tickets/tickets.queries.js';
import { loadMessageDTOs, loadTicketDTO } from './messages.queries.js';

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
