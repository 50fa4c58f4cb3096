import type { TicketDTO } from '@zapdesk/shared';
import { makeConnectionDto, makeQueueDto, makeMariaTicketDto, makeUserOptionDto } from '../../../../test/dto-fixtures';

/** Ticket 10, open for user 7 in queue 4 on connection 1 ('Comercial'). */
export function makeTicket(overrides: Partial<TicketDTO> = {}): TicketDTO {
  return makeMariaTicketDto({ queueId: 4, queue: { id: 4, name: 'Vendas', color: '#0E7C66' }, ...overrides });
}

/** The answers of GET /queue, GET /users/list and GET /whatsapp/. */
export const queues = [makeQueueDto({ id: 4, name: 'Vendas', color: '#0E7C66' }), makeQueueDto({ id: 5, name: 'Suporte', color: '#2563EB' })];
export const users = [
  makeUserOptionDto({ id: 7, name: 'Ana Souza', profile: 'admin' }),
  makeUserOptionDto({ id: 8, name: 'Bruno Reis', profile: 'user' }),
  makeUserOptionDto({ id: 9, name: 'Mariana Lopes', profile: 'user' }),
];
export const connections = [makeConnectionDto({ id: 1, name: 'Comercial' }), makeConnectionDto({ id: 2, name: 'Pós-venda' })];
