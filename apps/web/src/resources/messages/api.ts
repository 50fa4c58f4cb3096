import type { MessageDTO } from '@zapdesk/shared';
import { api } from '../../lib/api-client';

/** One page of GET /messages/:ticketId: page 1 is the newest, each page oldest first. */
export interface MessagesPage {
  messages: MessageDTO[];
  hasMore: boolean;
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

/** PUT /messages/:id: edits our own text within WhatsApp's 15 minutes (docs/contract.md §7); answers it with isEdited. */
export async function editMessage(id: number, body: string): Promise<MessageDTO> {
  const { data } = await api.put<MessageDTO>(`/messages/${id}`, { body });
  return data;
}

/** PUT /messages/:id/reaction: the company's reaction to a message; '' takes it back. */
export async function reactToMessage(id: number, emoji: string): Promise<MessageDTO> {
  const { data } = await api.put<MessageDTO>(`/messages/${id}/reaction`, { emoji });
  return data;
}

/** What POST /messages/forward answers: the contact's ticket and the messages recorded in it. */
export interface ForwardResult {
  ticketId: number;
  messages: MessageDTO[];
}

/** POST /messages/forward: 1–20 messages sent to another contact's ticket. */
export async function forwardMessages(messageIds: number[], contactId: number): Promise<ForwardResult> {
  const { data } = await api.post<ForwardResult>('/messages/forward', { messageIds, contactId });
  return data;
}
