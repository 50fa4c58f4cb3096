import { useEffect, useLayoutEffect, useRef } from 'react';

/** Where to put the scroll after older messages were added above: the same messages stay under the user's eyes. */
export function keptScrollTop(previousTop: number, previousHeight: number, newHeight: number): number {
  return previousTop + Math.max(0, newHeight - previousHeight);
}

export interface OlderHistory {
  /** Oldest first. */
  messages: ReadonlyArray<{ id: number }>;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  loadOlder: () => unknown;
  /** Whether a scroll position asks for the previous page (each history has its own distance from the top). */
  shouldLoadOlder: (scrollTop: number, hasMore: boolean, loading: boolean) => boolean;
}

/**
 * The scroll of a message history that pages upwards (tickets, internal chats): it opens at the newest message,
 * follows new ones to the bottom, loads older pages when scrolled near the top and keeps the messages in view
 * while they arrive above.
 */
export function useOlderHistoryScroll({ messages, hasOlder, isLoadingOlder, loadOlder, shouldLoadOlder }: OlderHistory) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const seen = useRef<{ firstId: number | null; lastId: number | null; height: number }>({ firstId: null, lastId: null, height: 0 });

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const firstId = messages[0]?.id ?? null;
    const lastId = messages.at(-1)?.id ?? null;
    const previous = seen.current;
    if (lastId !== previous.lastId) element.scrollTop = element.scrollHeight;
    else if (firstId !== previous.firstId) element.scrollTop = keptScrollTop(element.scrollTop, previous.height, element.scrollHeight);
    seen.current = { firstId, lastId, height: element.scrollHeight };
  }, [messages]);

  // A first page shorter than the pane gives nothing to scroll: keep loading until it fills or ends.
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || element.clientHeight === 0 || element.scrollHeight > element.clientHeight) return;
    if (hasOlder && !isLoadingOlder) void loadOlder();
  }, [messages, hasOlder, isLoadingOlder, loadOlder]);

  const handleScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    seen.current.height = element.scrollHeight;
    if (shouldLoadOlder(element.scrollTop, hasOlder, isLoadingOlder)) void loadOlder();
  };

  return { scrollRef, handleScroll };
}
