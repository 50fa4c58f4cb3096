import type { MessageDTO, QuickMessageDTO, TicketDTO } from '@zapdesk/shared';

const STAMP = '2025-03-01T12:00:00.000Z';

/** An open ticket of company 3 assigned to the fixtures' user 7. */
export function makeTicket(overrides: Partial<TicketDTO> = {}): TicketDTO {
  return {
    id: 42,
    uuid: 'b3f2c1d0-0000-4000-8000-000000000042',
    status: 'open',
    lastMessage: '',
    unreadMessages: 0,
    isGroup: false,
    chatbot: false,
    useIntegration: false,
    promptId: null,
    integrationId: null,
    contactId: 11,
    userId: 7,
    queueId: null,
    whatsappId: 1,
    companyId: 3,
    contact: { id: 11, name: 'Carlos Cliente', number: '5511999990000', email: '', profilePicUrl: '', isGroup: false },
    user: { id: 7, name: 'Ana Souza' },
    queue: null,
    whatsapp: { id: 1, name: 'Atendimento' },
    tags: [],
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<MessageDTO> = {}): MessageDTO {
  return {
    id: 99,
    wid: '3EB0AAAA',
    ticketId: 42,
    body: 'Qual o prazo de entrega?',
    fromMe: false,
    mediaType: 'chat',
    mediaUrl: null,
    mimetype: null,
    filename: null,
    ack: 1,
    read: true,
    isDeleted: false,
    isEdited: false,
    isAutomatic: false,
    reaction: null,
    quotedMsg: null,
    contact: { id: 11, name: 'Carlos Cliente' },
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function makeQuickMessage(overrides: Partial<QuickMessageDTO> = {}): QuickMessageDTO {
  return {
    id: 1,
    shortcode: 'oi',
    message: 'Olá!',
    geral: true,
    status: true,
    isMedia: false,
    mediaPath: null,
    mediaName: null,
    userId: 7,
    companyId: 3,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}
