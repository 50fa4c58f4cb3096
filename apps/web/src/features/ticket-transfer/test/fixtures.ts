import type { TicketDTO } from '@zapdesk/shared';

/** Ticket 10, open for user 7 in queue 4 on connection 1 ('Comercial'). */
export function makeTicket(overrides: Partial<TicketDTO> = {}): TicketDTO {
  return {
    id: 10,
    uuid: 'ticket-uuid-10',
    status: 'open',
    lastMessage: 'Olá',
    unreadMessages: 0,
    isGroup: false,
    chatbot: false,
    useIntegration: false,
    promptId: null,
    integrationId: null,
    contactId: 5,
    userId: 7,
    queueId: 4,
    whatsappId: 1,
    companyId: 3,
    contact: { id: 5, name: 'Maria Oliveira', number: '5511987654321', email: '', profilePicUrl: '', isGroup: false },
    user: { id: 7, name: 'Ana Souza' },
    queue: { id: 4, name: 'Vendas', color: '#0E7C66' },
    whatsapp: { id: 1, name: 'Comercial' },
    tags: [],
    createdAt: '2025-03-04T12:00:00.000Z',
    updatedAt: '2025-03-04T12:00:00.000Z',
    ...overrides,
  };
}

/** The answers of GET /queue, GET /users/list and GET /whatsapp/ (only the fields the dialog reads). */
export const queues = [
  { id: 4, name: 'Vendas', color: '#0E7C66' },
  { id: 5, name: 'Suporte', color: '#2563EB' },
];
export const users = [
  { id: 7, name: 'Ana Souza', profile: 'admin' },
  { id: 8, name: 'Bruno Reis', profile: 'user' },
  { id: 9, name: 'Mariana Lopes', profile: 'user' },
];
export const connections = [
  { id: 1, name: 'Comercial' },
  { id: 2, name: 'Pós-venda' },
];
