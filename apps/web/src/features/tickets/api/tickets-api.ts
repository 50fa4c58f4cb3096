import type { ContactsPage, QueueDTO, TicketDTO, TicketStatus, WhatsappDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';
import type { TicketQuery } from '../ticket-query';

/** One page of GET /tickets (40 tickets, newest activity first). */
export interface TicketsPage {
  tickets: TicketDTO[];
  count: number;
  hasMore: boolean;
}

/** A company tag of the search filter (GET /tags/list). */
export interface TagOption {
  id: number;
  name: string;
  color: string;
}

/** A user of the search filter (GET /users/list). */
export interface UserOption {
  id: number;
  name: string;
}

/** What POST /tickets opens: the contact's conversation on a connection, owned by the user, in a queue. */
export interface NewTicketBody {
  contactId: number;
  queueId: number | null;
  whatsappId: number | null;
  userId: number;
  status: Extract<TicketStatus, 'open'>;
}

export async function fetchTickets(query: TicketQuery): Promise<TicketsPage> {
  const { data } = await api.get<TicketsPage>('/tickets', { params: query });
  return data;
}

/** Accept (spec §4): PUT /tickets/:id with status open and me as the owner; 409 when someone was faster. */
export async function acceptTicket(id: number, userId: number): Promise<TicketDTO> {
  const { data } = await api.put<TicketDTO>(`/tickets/${id}`, { status: 'open', userId });
  return data;
}

/** POST /tickets; 409 ERR_OTHER_OPEN_TICKET names who holds the contact's ticket. */
export async function createTicket(body: NewTicketBody): Promise<TicketDTO> {
  const { data } = await api.post<TicketDTO>('/tickets', body);
  return data;
}

export async function fetchTagOptions(): Promise<TagOption[]> {
  const { data } = await api.get<TagOption[]>('/tags/list');
  return data;
}

export async function fetchUserOptions(): Promise<UserOption[]> {
  const { data } = await api.get<UserOption[]>('/users/list');
  return data;
}

/** The company's queues (admins choose among all of them). */
export async function fetchQueues(): Promise<QueueDTO[]> {
  const { data } = await api.get<QueueDTO[]>('/queue');
  return data;
}

/** The company's connections (GET /whatsapp/?session=0, as the spec calls it). */
export async function fetchConnections(): Promise<WhatsappDTO[]> {
  const { data } = await api.get<WhatsappDTO[]>('/whatsapp/', { params: { session: 0 } });
  return data;
}

/** GET /contacts?searchParam= : the first page of contacts whose name or number matches. */
export async function searchContacts(searchParam: string): Promise<ContactsPage> {
  const { data } = await api.get<ContactsPage>('/contacts', { params: { searchParam } });
  return data;
}
