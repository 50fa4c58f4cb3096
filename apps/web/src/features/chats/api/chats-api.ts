import type { ChatDTO, ChatInput, ChatMessageDTO, ChatMessagesPage, ChatsPage } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';

/** GET /chats: a page of 20 of my chats, most recently active first; the search matches titles. */
export function fetchChats(params: { searchParam: string; pageNumber: number }): Promise<ChatsPage> {
  return api.get<ChatsPage>('/chats', { params }).then((r) => r.data);
}

/** GET /chats/{id or uuid}: one of my chats (404 otherwise). */
export function fetchChat(ref: string): Promise<ChatDTO> {
  return api.get<ChatDTO>(`/chats/${encodeURIComponent(ref)}`).then((r) => r.data);
}

export function createChat(input: ChatInput): Promise<ChatDTO> {
  return api.post<ChatDTO>('/chats', input).then((r) => r.data);
}

export function updateChat(id: number, input: ChatInput): Promise<ChatDTO> {
  return api.put<ChatDTO>(`/chats/${id}`, input).then((r) => r.data);
}

export function deleteChat(id: number): Promise<void> {
  return api.delete(`/chats/${id}`).then(() => undefined);
}

/** GET /chats/{id}/messages: page 1 holds the newest messages, each page oldest first. */
export function fetchChatMessages(chatId: number, pageNumber: number): Promise<ChatMessagesPage> {
  return api.get<ChatMessagesPage>(`/chats/${chatId}/messages`, { params: { pageNumber } }).then((r) => r.data);
}

export function sendChatMessage(chatId: number, message: string): Promise<ChatMessageDTO> {
  return api.post<ChatMessageDTO>(`/chats/${chatId}/messages`, { message }).then((r) => r.data);
}

/** POST /chats/{id}/read {userId}: zeroes my unreads in the chat and answers the chat. */
export function markChatRead(chatId: number, userId: number): Promise<ChatDTO> {
  return api.post<ChatDTO>(`/chats/${chatId}/read`, { userId }).then((r) => r.data);
}
