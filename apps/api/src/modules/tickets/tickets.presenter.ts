import type { TicketDTO } from '@zapdesk/shared';
import type { Ticket } from '../../models/index.js';
import { presentContactRef } from '../contacts/contacts.presenter.js';

/** Ticket → DTO; associations appear when loaded with ticketIncludes. */
export function presentTicket(ticket: Ticket): TicketDTO {
  return {
    id: ticket.id,
    uuid: ticket.uuid,
    status: ticket.status,
    lastMessage: ticket.lastMessage,
    lastMessageAt: ticket.lastMessageAt.toISOString(),
    unreadMessages: ticket.unreadMessages,
    isGroup: ticket.isGroup,
    chatbot: ticket.chatbot,
    useIntegration: ticket.useIntegration,
    promptId: ticket.promptId,
    integrationId: ticket.integrationId,
    contactId: ticket.contactId,
    userId: ticket.userId,
    queueId: ticket.queueId,
    whatsappId: ticket.whatsappId,
    companyId: ticket.companyId,
    ...(ticket.contact && { contact: presentContactRef(ticket.contact) }),
    user: ticket.user ? { id: ticket.user.id, name: ticket.user.name } : null,
    queue: ticket.queue ? { id: ticket.queue.id, name: ticket.queue.name, color: ticket.queue.color } : null,
    whatsapp: ticket.whatsapp ? { id: ticket.whatsapp.id, name: ticket.whatsapp.name } : null,
    tags: (ticket.tags ?? []).map((t) => ({ id: t.id, name: t.name, color: t.color })),
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
  };
}
