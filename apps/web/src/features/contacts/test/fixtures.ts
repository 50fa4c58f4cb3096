import type { ContactDTO, TicketDTO, TicketNoteDTO } from '@zapdesk/shared';
import { makeContactDto, makeMariaTicketDto } from '../../../test/dto-fixtures';
import { makeTicketNoteDto } from '../../../test/feature-dto-fixtures';

/** Contact 5 as GET /contacts/5 answers it. */
export function makeContact(overrides: Partial<ContactDTO> = {}): ContactDTO {
  return makeContactDto(overrides);
}

/** Ticket 10 of contact 5, open and assigned to user 7. */
export function makeTicket(overrides: Partial<TicketDTO> = {}): TicketDTO {
  return makeMariaTicketDto(overrides);
}

/** The instant (as the API writes it, in UTC) that reads `wallClock` (YYYY-MM-DDTHH:mm:ss) in the test's timezone. */
export const atLocal = (wallClock: string) => new Date(wallClock).toISOString();

/** A note on ticket 10 about contact 5, written at 04/03/2025 15:06 in any timezone the test runs in. */
export function makeNote(id: number, overrides: Partial<TicketNoteDTO> = {}): TicketNoteDTO {
  const at = atLocal('2025-03-04T15:06:00');
  return makeTicketNoteDto({ id, note: `Observação ${id}`, ticketId: 10, contactId: 5, createdAt: at, updatedAt: at, ...overrides });
}
