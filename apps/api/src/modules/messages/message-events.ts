import type { MessageDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { loadMessageDTOs, loadTicketDTO } from './messages.queries.js';

/**
 * Publishes `appMessage` for messages of one ticket (each with the ticket and its contact, so a list can
 * move the ticket to the top), plus `ticket` update when the ticket itself changed. Published after the
 * context's transaction commits.
 */
export async function publishMessages(
  ctx: ServiceContext,
  ticketId: number,
  messageIds: number[],
  options: { action: 'create' | 'update'; ticketChanged: boolean },
): Promise<MessageDTO[]> {
  const ticket = await loadTicketDTO(ctx, ticketId);
  const messages = await loadMessageDTOs(ctx, messageIds);
  if (!ticket.contact) throw new Error(`Ticket ${ticketId} was loaded without its contact`);
  for (const message of messages) {
    publish(ctx, { entity: 'appMessage', payload: { action: options.action, message, ticket, contact: ticket.contact } });
  }
  if (options.ticketChanged) publish(ctx, { entity: 'ticket', payload: { action: 'update', ticket } });
  return messages;
}
