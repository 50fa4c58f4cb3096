import type { ContactRefDTO, MessageDTO, TicketDTO } from '@zapdesk/shared';

export function makeContact(id: number, name: string): ContactRefDTO {
  return { id, name, number: `55119999900${id}`, email: '', profilePicUrl: '', isGroup: false };
}

/** An open ticket of user 7 with one unread message, unless overridden. */
export function makeTicket(id: number, name: string, overrides: Partial<TicketDTO> = {}): TicketDTO {
  return {
    id,
    uuid: `uuid-${id}`,
    status: 'open',
    lastMessage: `Mensagem de ${name}`,
    unreadMessages: 1,
    isGroup: false,
    chatbot: false,
    useIntegration: false,
    promptId: null,
    integrationId: null,
    contactId: 100 + id,
    userId: 7,
    queueId: null,
    whatsappId: 1,
    companyId: 3,
    contact: makeContact(100 + id, name),
    user: { id: 7, name: 'Ana Souza' },
    queue: null,
    whatsapp: { id: 1, name: 'Comercial' },
    tags: [],
    createdAt: '2025-03-04T12:00:00.000Z',
    updatedAt: '2025-03-04T12:00:00.000Z',
    ...overrides,
  };
}

export function makeMessage(id: number, ticketId: number, overrides: Partial<MessageDTO> = {}): MessageDTO {
  return {
    id,
    wid: `wid-${id}`,
    ticketId,
    body: `Texto ${id}`,
    fromMe: false,
    mediaType: 'chat',
    mediaUrl: null,
    mimetype: null,
    filename: null,
    ack: 0,
    read: false,
    isDeleted: false,
    isEdited: false,
    isAutomatic: false,
    reaction: null,
    quotedMsg: null,
    contact: null,
    createdAt: '2025-03-04T12:00:00.000Z',
    updatedAt: '2025-03-04T12:00:00.000Z',
    ...overrides,
  };
}
