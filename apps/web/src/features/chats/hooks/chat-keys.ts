/** React Query keys of the internal chat (the page, the top bar's popover and the menu dot share them). */
export const chatKeys = {
  lists: ['chats', 'list'] as const,
  list: (searchParam: string) => ['chats', 'list', searchParam] as const,
  details: ['chats', 'detail'] as const,
  detail: (ref: string) => ['chats', 'detail', ref] as const,
  messages: (chatId: number) => ['chats', 'messages', chatId] as const,
};
