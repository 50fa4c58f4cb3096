import type { ContactDTO, TicketDTO } from '@zapdesk/shared';
import type { TicketNote } from '../api/ticket-notes-api';

/** Contact 5 as GET /contacts/5 answers it. */
export function makeContact(overrides: Partial<ContactDTO> = {}): ContactDTO {
  return {
    id: 5,
    uuid: 'contact-uuid-5',
    name: 'Maria Oliveira',
    number: '5511987654321',
    email: 'maria@cliente.com',
    profilePicUrl: '',
    isGroup: false,
    lid: null,
    companyId: 3,
    whatsappId: 1,
    whatsapp: { id: 1, name: 'Comercial' },
    extraInfo: [],
    createdAt: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** Ticket 10 of contact 5, open and assigned to user 7. */
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
    queueId: null,
    whatsappId: 1,
    companyId: 3,
    contact: { id: 5, name: 'Maria Oliveira', number: '5511987654321', email: '', profilePicUrl: '', isGroup: false },
    user: { id: 7, name: 'Ana Souza' },
    queue: null,
    whatsapp: { id: 1, name: 'Comercial' },
    tags: [],
    createdAt: '2025-03-04T12:00:00.000Z',
    updatedAt: '2025-03-04T12:00:00.000Z',
    ...overrides,
  };
}

/** A note on ticket 10 about contact 5; createdAt has no zone so it reads the same in any timezone. */
export function makeNote(id: number, overrides: Partial<TicketNote> = {}): TicketNote {
  return {
    id,
    note: `Observação ${id}`,
    ticketId: 10,
    contactId: 5,
    userId: 7,
    user: { id: 7, name: 'Ana Souza' },
    createdAt: '2025-03-04T15:06:00',
    updatedAt: '2025-03-04T15:06:00',
    ...overrides,
  };
}
