/**
 * React Query keys of the quick messages screen. Under the 'quick-messages' prefix, beside the ticket
 * input's suggestions (['quick-messages', 'list', ...]), which this screen refreshes after a change.
 */
export const quickMessageKeys = {
  pages: ['quick-messages', 'pages'] as const,
  page: (searchParam: string) => ['quick-messages', 'pages', searchParam] as const,
  suggestions: ['quick-messages', 'list'] as const,
};
