import type { MessageDTO, TicketDTO, TicketStatus } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';

/** One page of GET /messages/:ticketId: page 1 is the newest, each page oldest first. */
export interface MessagesPage {
  messages: MessageDTO[];
  hasMore: boolean;
}

/** A company tag as GET /tags/list answers it (the ticket's tag picker). */
export interface TagOption {
  id: number;
  name: string;
  color: string;
}

/** What PUT /tickets/:id reads the transition from (accept, return, resolve, reopen). */
export interface TicketUpdateBody {
  status: TicketStatus;
  userId: number | null;
}

/** A tag kept on the ticket (by id) or a new one typed in the picker (by name; the server creates it). */
export type SyncedTag = { id: number } | { name: string };

/** GET /tickets/u/:uuid: 403 for a ticket of another queue, 404 for none (or another company's). */
export async function fetchTicketByUuid(uuid: string): Promise<TicketDTO> {
  const { data } = await api.get<TicketDTO>(`/tickets/u/${encodeURIComponent(uuid)}`);
  return data;
}

/** PUT /tickets/:id. */
export async function updateTicket(id: number, body: TicketUpdateBody): Promise<TicketDTO> {
  const { data } = await api.put<TicketDTO>(`/tickets/${id}`, body);
  return data;
}

/** DELETE /tickets/:id (admins). */
export async function deleteTicket(id: number): Promise<void> {
  await api.delete(`/tickets/${id}`);
}

/** GET /messages/:ticketId?pageNumber=; opening it as the ticket's owner marks it read on the server. */
export async function fetchMessages(ticketId: number, pageNumber: number): Promise<MessagesPage> {
  const { data } = await api.get<MessagesPage>(`/messages/${ticketId}`, { params: { pageNumber } });
  return data;
}

/** DELETE /messages/:id: deletes one of our messages for everyone; answers the message marked deleted. */
export async function deleteMessage(id: number): Promise<MessageDTO> {
  const { data } = await api.delete<MessageDTO>(`/messages/${id}`);
  return data;
}

/** A message's media (its mediaUrl, e.g. /messages/media/12) fetched with the session token. */
export async function fetchMedia(mediaUrl: string): Promise<Blob> {
  const { data } = await api.get<Blob>(mediaUrl, { responseType: 'blob' });
  return data;
}

/** GET /tags/list. */
export async function fetchTagOptions(): Promise<TagOption[]> {
  const { data } = await api.get<TagOption[]>('/tags/list');
  return data;
}

/** POST /tags/sync: the ticket's tags become exactly this list; answers the ticket. */
export async function syncTicketTags(ticketId: number, tags: SyncedTag[]): Promise<TicketDTO> {
  const { data } = await api.post<TicketDTO>('/tags/sync', { ticketId, tags });
  return data;
}
