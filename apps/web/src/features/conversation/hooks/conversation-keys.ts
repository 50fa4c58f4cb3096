/** TanStack Query keys of the conversation pane. */
export const conversationKeys = {
  all: ['conversation'] as const,
  ticket: (uuid: string) => ['conversation', 'ticket', uuid] as const,
  messages: (ticketId: number) => ['conversation', 'messages', ticketId] as const,
  media: (mediaUrl: string) => ['conversation', 'media', mediaUrl] as const,
  tagOptions: ['conversation', 'tag-options'] as const,
};
