/** React Query keys of the contacts feature. */
export const contactKeys = {
  detail: (id: number) => ['contacts', 'detail', id] as const,
  notes: (ticketId: number, contactId: number) => ['contacts', 'notes', ticketId, contactId] as const,
  lists: ['contacts', 'list'] as const,
  list: (searchParam: string) => ['contacts', 'list', searchParam] as const,
};
