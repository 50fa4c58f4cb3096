import type { KanbanTickets, TicketDTO, TicketStatus } from '@zapdesk/shared';
import { api } from '../../lib/api-client';
import type { TicketQuery } from './ticket-query';

/** One page of GET /tickets (40 tickets, newest activity first). */
export interface TicketsPage {
  tickets: TicketDTO[];
  count: number;
  hasMore: boolean;
}

/** What POST /tickets opens: the contact's conversation on a connection, owned by the user, in a queue. */
export interface NewTicketBody {
  contactId: number;
  queueId: number | null;
  whatsappId: number | null;
  userId: number;
  status: Extract<TicketStatus, 'open'>;
}

/** What PUT /tickets/:id reads the transition from (accept, return, resolve, reopen). */
export interface TicketUpdateBody {
  status: TicketStatus;
  userId: number | null;
  /** Closing with userRating enabled: false is 'Finalizar sem avaliação' (docs/contract.md §7 PUT /tickets/{id}). */
  sendRating?: boolean;
}

/** PUT /tickets/{id} for a transfer (spec §4 Transfer). */
export interface TransferPayload {
  queueId: number;
  userId: number | null;
  status: 'open' | 'pending';
  whatsappId?: number;
}

/** A tag kept on the ticket (by id) or a new one typed in the picker (by name; the server creates it). */
export type SyncedTag = { id: number } | { name: string };

export async function fetchTickets(query: TicketQuery | Record<string, string>): Promise<TicketsPage> {
  const { data } = await api.get<TicketsPage>('/tickets', { params: query });
  return data;
}

/**
 * The tickets the notifications bell starts from (first page of each): my open tickets with unread messages
 * and the pending tickets the server lets me see.
 */
export async function fetchNotificationTickets(): Promise<{ open: TicketDTO[]; pending: TicketDTO[] }> {
  const [open, pending] = await Promise.all([
    fetchTickets({ status: 'open', showAll: 'false', withUnreadMessages: 'true' }),
    fetchTickets({ status: 'pending', showAll: 'false' }),
  ]);
  return { open: open.tickets, pending: pending.tickets };
}

/** GET /tickets/u/:uuid: 403 for a ticket of another queue, 404 for none (or another company's). */
export async function fetchTicketByUuid(uuid: string): Promise<TicketDTO> {
  const { data } = await api.get<TicketDTO>(`/tickets/u/${encodeURIComponent(uuid)}`);
  return data;
}

/** POST /tickets; 409 ERR_OTHER_OPEN_TICKET names who holds the contact's ticket. */
export async function createTicket(body: NewTicketBody): Promise<TicketDTO> {
  const { data } = await api.post<TicketDTO>('/tickets', body);
  return data;
}

/** PUT /tickets/:id: a transition (accept, return, resolve, reopen) or a transfer. */
export async function updateTicket(id: number, body: TicketUpdateBody | TransferPayload): Promise<TicketDTO> {
  const { data } = await api.put<TicketDTO>(`/tickets/${id}`, body);
  return data;
}

/** Accept (spec §4): PUT /tickets/:id with status open and me as the owner; 409 when someone was faster. */
export function acceptTicket(id: number, userId: number): Promise<TicketDTO> {
  return updateTicket(id, { status: 'open', userId });
}

/** DELETE /tickets/:id (admins). */
export async function deleteTicket(id: number): Promise<void> {
  await api.delete(`/tickets/${id}`);
}

/** POST /tags/sync: the ticket's tags become exactly this list; answers the ticket. */
export async function syncTicketTags(ticketId: number, tags: SyncedTag[]): Promise<TicketDTO> {
  const { data } = await api.post<TicketDTO>('/tags/sync', { ticketId, tags });
  return data;
}

/** GET /ticket/kanban with `queueIds` as JSON (§7); null asks for every ticket the user may see. */
export function fetchKanbanTickets(queueIds: number[] | null): Promise<KanbanTickets> {
  const params = queueIds === null ? {} : { queueIds: JSON.stringify(queueIds) };
  return api.get<KanbanTickets>('/ticket/kanban', { params }).then((r) => r.data);
}

/** DELETE /ticket-tags/{ticketId}: the ticket leaves its lane; answers the ticket. */
export function removeTicketLane(ticketId: number): Promise<TicketDTO> {
  return api.delete<TicketDTO>(`/ticket-tags/${ticketId}`).then((r) => r.data);
}

/** PUT /ticket-tags/{ticketId}/{tagId}: the ticket joins the lane; answers the ticket. */
export function addTicketTag(ticketId: number, tagId: number): Promise<TicketDTO> {
  return api.put<TicketDTO>(`/ticket-tags/${ticketId}/${tagId}`).then((r) => r.data);
}
