import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatDTO } from '@zapdesk/shared';
import { refetchInFlight } from '../../../live/refetch-in-flight';
import { appendChatMessage, applyChatEvent, type ChatEvent, type ChatMessagesData, type ChatsData } from '../chats-cache';
import { chatKeys } from './chat-keys';

/**
 * Applies a chat event (live, or the answer of my own action) to every cached list (each keeps its own
 * search), to the chat's history and to the chats opened by link. Applying it twice changes nothing, so
 * the page, the popover and the menu dot may each listen.
 */
export function useApplyChatEvent(): (event: ChatEvent) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (event: ChatEvent) => {
      for (const [key, data] of queryClient.getQueriesData<ChatsData>({ queryKey: chatKeys.lists })) {
        if (!data) continue;
        const searchParam = typeof key[2] === 'string' ? key[2] : '';
        queryClient.setQueryData<ChatsData>(key, applyChatEvent(data, event, searchParam));
      }
      refetchInFlight(queryClient, { queryKey: chatKeys.lists });
      if (event.action === 'new-message') {
        queryClient.setQueryData<ChatMessagesData>(chatKeys.messages(event.chat.id), (data) => (data ? appendChatMessage(data, event.message) : data));
        refetchInFlight(queryClient, { queryKey: chatKeys.messages(event.chat.id) });
      }
      if (event.action === 'delete') {
        queryClient.removeQueries({ queryKey: chatKeys.messages(event.chatId) });
        for (const [key, chat] of queryClient.getQueriesData<ChatDTO>({ queryKey: chatKeys.details })) {
          if (chat?.id === event.chatId) queryClient.removeQueries({ queryKey: key, exact: true });
        }
      } else {
        for (const [key, chat] of queryClient.getQueriesData<ChatDTO>({ queryKey: chatKeys.details })) {
          if (chat?.id === event.chat.id) queryClient.setQueryData<ChatDTO>(key, event.chat);
        }
      }
    },
    [queryClient],
  );
}
