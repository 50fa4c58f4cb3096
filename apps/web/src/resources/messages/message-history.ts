import type { MessageDTO } from '@zapdesk/shared';
import type { MessagesPage } from './api';

// The history is cached as the pages GET /messages answered (page 1 = newest). Pages are counted by
// offset from the newest message, so a page fetched after live messages arrived overlaps the previous
// one: the history is read with duplicates dropped and in time order.

function byTime(a: MessageDTO, b: MessageDTO): number {
  return Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id;
}

/** The messages of all loaded pages, oldest first, each once. */
export function historyOf(pages: readonly MessagesPage[]): MessageDTO[] {
  const byId = new Map<number, MessageDTO>();
  for (const page of pages) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
}

function replaceIn(pages: MessagesPage[], message: MessageDTO): { pages: MessagesPage[]; found: boolean } {
  let found = false;
  const next = pages.map((page) => {
    if (!page.messages.some((m) => m.id === message.id)) return page;
    found = true;
    return { ...page, messages: page.messages.map((m) => (m.id === message.id ? message : m)) };
  });
  return { pages: next, found };
}

/** A new message (live `create`): replaces a copy already loaded, else joins the newest page. */
export function addMessage(pages: MessagesPage[], message: MessageDTO): MessagesPage[] {
  const replaced = replaceIn(pages, message);
  if (replaced.found || pages.length === 0) return replaced.pages;
  const [newest, ...older] = pages;
  return [{ ...newest, messages: [...newest.messages, message] }, ...older];
}

/** A changed message (live `update`: ack, edit, deletion, reaction); one not loaded is left out. */
export function replaceMessage(pages: MessagesPage[], message: MessageDTO): MessagesPage[] {
  return replaceIn(pages, message).pages;
}
