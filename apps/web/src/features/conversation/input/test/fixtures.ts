import type { MessageDTO, QuickMessageDTO, TicketDTO } from '@zapdesk/shared';
import { makeMessageDto, makeQuickMessageDto, makeTicketDto } from '../../../../test/dto-fixtures';

/** An open ticket of company 3 assigned to the fixtures' user 7. */
export function makeTicket(overrides: Partial<TicketDTO> = {}): TicketDTO {
  return makeTicketDto({
    id: 42,
    uuid: 'b3f2c1d0-0000-4000-8000-000000000042',
    contactId: 11,
    contact: { id: 11, name: 'Carlos Cliente', number: '5511999990000', email: '', profilePicUrl: '', isGroup: false },
    whatsapp: { id: 1, name: 'Atendimento' },
    ...overrides,
  });
}

/** Carlos' question in ticket 42, delivered. */
export function makeMessage(overrides: Partial<MessageDTO> = {}): MessageDTO {
  return makeMessageDto({
    id: 99,
    wid: '3EB0AAAA',
    ticketId: 42,
    body: 'Qual o prazo de entrega?',
    ack: 1,
    contact: { id: 11, name: 'Carlos Cliente' },
    ...overrides,
  });
}

export function makeQuickMessage(overrides: Partial<QuickMessageDTO> = {}): QuickMessageDTO {
  return makeQuickMessageDto(overrides);
}
