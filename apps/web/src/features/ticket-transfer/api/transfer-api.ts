import type { QueueDTO, TicketDTO, WhatsappDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';

/** A user the transfer can pick, as GET /users/list answers it (open to every signed-in user). */
export interface UserOption {
  id: number;
  name: string;
}

/** PUT /tickets/{id} for a transfer (spec §4 Transfer). */
export interface TransferPayload {
  queueId: number;
  userId: number | null;
  status: 'open' | 'pending';
  whatsappId?: number;
}

export function fetchQueues(): Promise<QueueDTO[]> {
  return api.get<QueueDTO[]>('/queue').then((r) => r.data);
}

export function fetchUserOptions(): Promise<UserOption[]> {
  return api.get<UserOption[]>('/users/list').then((r) => r.data);
}

export function fetchConnections(): Promise<WhatsappDTO[]> {
  return api.get<WhatsappDTO[]>('/whatsapp/', { params: { session: 0 } }).then((r) => r.data);
}

export function transferTicket(ticketId: number, payload: TransferPayload): Promise<TicketDTO> {
  return api.put<TicketDTO>(`/tickets/${ticketId}`, payload).then((r) => r.data);
}
