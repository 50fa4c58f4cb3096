import type { QueueRefDTO, TicketDTO } from '@zapdesk/shared';
import { makeTicket } from '../../notifications/test/fixtures';

export const vendas: QueueRefDTO = { id: 1, name: 'Vendas', color: '#2e7d32' };
export const suporte: QueueRefDTO = { id: 2, name: 'Suporte', color: '#1565c0' };

/** A pending ticket of a queue, assigned to nobody. */
export function pendingTicket(id: number, name: string, queue: QueueRefDTO | null = vendas, overrides: Partial<TicketDTO> = {}): TicketDTO {
  return makeTicket(id, name, { status: 'pending', userId: null, user: null, queueId: queue?.id ?? null, queue, unreadMessages: 1, ...overrides });
}

/** An open ticket of user 7 in Vendas. */
export function openTicket(id: number, name: string, overrides: Partial<TicketDTO> = {}): TicketDTO {
  return makeTicket(id, name, { queueId: vendas.id, queue: vendas, unreadMessages: 0, ...overrides });
}

export { makeContact, makeMessage, makeTicket } from '../../notifications/test/fixtures';
