import type { InfiniteData } from '@tanstack/react-query';
import { chatUnreads, type ChatDTO, type ChatMessageDTO, type ChatMessagesPage, type ChatsPage, type CompanyEventPayloads } from '@zapdesk/shared';

export type ChatsData = InfiniteData<ChatsPage, unknown>;
export type ChatMessagesData = InfiniteData<ChatMessagesPage, unknown>;
export type ChatEvent = CompanyEventPayloads['chat'];

/** Whether a chat belongs in a list searched by `searchParam` (the title, any case, as the API matches). */
export function matchesChatSearch(chat: ChatDTO, searchParam: string): boolean {
  const search = searchParam.trim().toLowerCase();
  return !search || chat.title.toLowerCase().includes(search);
}

const isListed = (data: ChatsData, id: number) => data.pages.some((page) => page.records.some((chat) => chat.id === id));

/** Replaces the chat where it is listed (or adds it on top when `addIfMissing`). */
export function replaceChat(data: ChatsData, chat: ChatDTO, addIfMissing: boolean): ChatsData {
  if (isListed(data, chat.id)) {
    return { ...data, pages: data.pages.map((page) => ({ ...page, records: page.records.map((c) => (c.id === chat.id ? chat : c)) })) };
  }
  return addIfMissing ? moveChatToTop(data, chat) : data;
}

/** Puts the chat first (it just had activity), wherever it was listed. */
export function moveChatToTop(data: ChatsData, chat: ChatDTO): ChatsData {
  if (data.pages.length === 0) return data;
  const [first, ...rest] = removeChat(data, chat.id).pages;
  return { ...data, pages: [{ ...first, records: [chat, ...first.records] }, ...rest] };
}

export function removeChat(data: ChatsData, id: number): ChatsData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, records: page.records.filter((chat) => chat.id !== id) })) };
}

/**
 * Applies a live `chat` event to a list searched by `searchParam`: a new chat or a new message puts the
 * chat on top, an update replaces it (a member just added gets it on top), a delete removes it.
 * Applying the same event twice gives the same list.
 */
export function applyChatEvent(data: ChatsData, event: ChatEvent, searchParam: string): ChatsData {
  switch (event.action) {
    case 'delete':
      return removeChat(data, event.chatId);
    case 'update':
      return replaceChat(data, event.chat, matchesChatSearch(event.chat, searchParam));
    case 'create':
    case 'new-message':
      return matchesChatSearch(event.chat, searchParam) ? moveChatToTop(data, event.chat) : data;
  }
}

/** The pages as one list; a chat moved between pages by a live event is shown once. */
export function flattenChats(data: ChatsData | undefined): ChatDTO[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) =>
    page.records.filter((chat) => {
      if (seen.has(chat.id)) return false;
      seen.add(chat.id);
      return true;
    }),
  );
}

/** The chats where I have unread messages, and how many in all. */
export function unreadSummary(chats: ChatDTO[], userId: number): { chats: ChatDTO[]; total: number } {
  const unread = chats.filter((chat) => chatUnreads(chat, userId) > 0);
  return { chats: unread, total: unread.reduce((sum, chat) => sum + chatUnreads(chat, userId), 0) };
}

/** Adds a message to the newest page unless it is already loaded (the sender gets it twice: answer and event). */
export function appendChatMessage(data: ChatMessagesData, message: ChatMessageDTO): ChatMessagesData {
  if (data.pages.length === 0 || data.pages.some((page) => page.records.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  return { ...data, pages: [{ ...newest, records: [...newest.records, message] }, ...older] };
}

/**
 * The history oldest first. Pages count back from the newest message, so a page fetched after new messages
 * arrived overlaps the one before it: messages are shown once, in the order they were written.
 */
export function flattenChatMessages(data: ChatMessagesData | undefined): ChatMessageDTO[] {
  const byId = new Map<number, ChatMessageDTO>();
  for (const page of data?.pages ?? []) for (const message of page.records) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

/** Whether a chat reference of the route (/chats/{uuid or id}) names this chat. */
export const chatMatchesRef = (chat: ChatDTO, ref: string) => chat.uuid === ref || String(chat.id) === ref;
