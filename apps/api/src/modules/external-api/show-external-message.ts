import { externalMessageStatus, type ExternalMessageState } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { Message, Ticket, type Whatsapp } from '../../models/index.js';

/**
 * GET /api/messages/{id}: where a message of the token's connection stands (its ack), for callers that poll.
 * A message of another connection or company is 404, like any record out of reach.
 */
export async function showExternalMessage(ctx: ServiceContext, connection: Whatsapp, id: number): Promise<ExternalMessageState> {
  const message = await Message.findOne({
    where: { id, companyId: ctx.companyId, whatsappId: connection.id },
    include: [{ model: Ticket, attributes: ['id', 'contactId'] }],
  });
  if (!message?.ticket) throw notFound();
  return {
    id: message.id,
    ticketId: message.ticketId,
    contactId: message.ticket.contactId,
    fromMe: message.fromMe,
    body: message.body,
    mediaType: message.mediaType,
    ack: message.ack,
    status: externalMessageStatus(message.ack),
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
  };
}
