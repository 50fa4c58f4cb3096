import { useEffect, useRef } from 'react';
import { chatUnreads, type ChatDTO } from '@zapdesk/shared';
import { useAuth } from '../../../session/useAuth';
import { markChatRead } from '../api/chats-api';
import { useApplyChatEvent } from './useApplyChatEvent';

/**
 * Spec §4: the chat on screen is read. Opening a chat with unread messages, or a message arriving while it
 * is open, calls POST /chats/{id}/read and applies the answer; a failure is swallowed (spec §8).
 */
export function useMarkChatRead(chat: ChatDTO | null): void {
  const { user } = useAuth();
  const applyEvent = useApplyChatEvent();
  const inFlight = useRef<number | null>(null);
  const chatId = chat?.id ?? null;
  const userId = user?.id ?? null;
  const unreads = chat && userId !== null ? chatUnreads(chat, userId) : 0;

  useEffect(() => {
    if (chatId === null || userId === null || unreads === 0 || inFlight.current === chatId) return;
    inFlight.current = chatId;
    markChatRead(chatId, userId)
      .then((updated) => applyEvent({ action: 'update', chat: updated }))
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = null;
      });
  }, [chatId, userId, unreads, applyEvent]);
}
