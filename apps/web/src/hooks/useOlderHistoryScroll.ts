import { useEffect, useLayoutEffect, useRef } from 'react';

/** Where to put the scroll after older messages were added above: the same messages stay under the user's eyes. */
export function keptScrollTop(previousTop: number, previousHeight: number, newHeight: number): number {
  return previousTop + Math.max(0, newHeight - previousHeight);
}

/** How close to the end counts as reading the newest messages (a rounding pixel, a bubble's margin). */
const AT_BOTTOM_SLACK_PX = 24;

const isAtBottom = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight <= AT_BOTTOM_SLACK_PX;

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
 * while they arrive above. A reader at the newest message stays there when the pane shrinks (the reply above the
 * box, the selection bar, a phone's keyboard): the browser keeps the top in place and would hide the last messages.
 */
export function useOlderHistoryScroll({ messages, hasOlder, isLoadingOlder, loadOlder, shouldLoadOlder }: OlderHistory) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const seen = useRef<{ firstId: number | null; lastId: number | null; height: number }>({ firstId: null, lastId: null, height: 0 });
  // The pane's height as last seen, and whether the reader was then at the newest message.
  const pane = useRef({ height: 0, atBottom: true });

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const firstId = messages[0]?.id ?? null;
    const lastId = messages.at(-1)?.id ?? null;
    const previous = seen.current;
    if (lastId !== previous.lastId) {
      element.scrollTop = element.scrollHeight;
      pane.current.atBottom = true;
    } else if (firstId !== previous.firstId) element.scrollTop = keptScrollTop(element.scrollTop, previous.height, element.scrollHeight);
    seen.current = { firstId, lastId, height: element.scrollHeight };
  }, [messages]);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    pane.current.height = element.clientHeight;
    const observer = new ResizeObserver(() => {
      if (element.clientHeight !== pane.current.height && pane.current.atBottom) element.scrollTop = element.scrollHeight;
      pane.current.height = element.clientHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

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
    // A scroll while the pane changes height (focus returning to a bubble as a menu closes, the browser clamping)
    // says nothing of where the reader was: scroll events run before the resize observer, which decides.
    if (element.clientHeight === pane.current.height) pane.current.atBottom = isAtBottom(element);
    if (shouldLoadOlder(element.scrollTop, hasOlder, isLoadingOlder)) void loadOlder();
  };

  return { scrollRef, handleScroll };
}
