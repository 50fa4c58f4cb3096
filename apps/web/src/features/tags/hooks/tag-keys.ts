/** React Query keys of the tags screen. */
export const tagKeys = {
  lists: ['tags', 'list'] as const,
  list: (searchParam: string) => ['tags', 'list', searchParam] as const,
};
