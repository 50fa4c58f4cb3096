import type { ContactDTO, TicketDTO } from '@zapdesk/shared';
import type { TicketNote } from '../../../resources/ticket-notes/api';
import { makeContactDto, makeTicketDto } from '../../../test/dto-fixtures';

/** Contact 5 as GET /contacts/5 answers it. */
export function makeContact(overrides: Partial<ContactDTO> = {}): ContactDTO {
  return makeContactDto(overrides);
}

/** Ticket 10 of contact 5, open and assigned to user 7. */
export function makeTicket(overrides: Partial<TicketDTO> = {}): TicketDTO {
  return makeTicketDto({
    id: 10,
    uuid: 'ticket-uuid-10',
    lastMessage: 'Olá',
    lastMessageAt: '2025-03-04T12:00:00.000Z',
    contactId: 5,
    contact: { id: 5, name: 'Maria Oliveira', number: '5511987654321', email: '', profilePicUrl: '', isGroup: false },
    createdAt: '2025-03-04T12:00:00.000Z',
    updatedAt: '2025-03-04T12:00:00.000Z',
    ...overrides,
  });
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
