import type { ContactRefDTO, MessageDTO, TicketDTO } from '@zapdesk/shared';
import { makeMessageDto, makeTicketDto } from '../../../test/dto-fixtures';

export function makeContact(id: number, name: string): ContactRefDTO {
  return { id, name, number: `55119999900${id}`, email: '', profilePicUrl: '', isGroup: false };
}

/** An open ticket of user 7 with one unread message, unless overridden. */
export function makeTicket(id: number, name: string, overrides: Partial<TicketDTO> = {}): TicketDTO {
  return makeTicketDto({
    id,
    uuid: `uuid-${id}`,
    lastMessage: `Mensagem de ${name}`,
    lastMessageAt: '2025-03-04T12:00:00.000Z',
    unreadMessages: 1,
    contactId: 100 + id,
    contact: makeContact(100 + id, name),
    createdAt: '2025-03-04T12:00:00.000Z',
    updatedAt: '2025-03-04T12:00:00.000Z',
    ...overrides,
  });
}

export function makeMessage(id: number, ticketId: number, overrides: Partial<MessageDTO> = {}): MessageDTO {
  return makeMessageDto({
    id,
    wid: `wid-${id}`,
    ticketId,
    body: `Texto ${id}`,
    read: false,
    createdAt: '2025-03-04T12:00:00.000Z',
    updatedAt: '2025-03-04T12:00:00.000Z',
    ...overrides,
  });
}
