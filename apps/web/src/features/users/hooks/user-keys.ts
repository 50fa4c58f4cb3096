/** React Query keys of the users screen. */
export const userKeys = {
  lists: ['users', 'list'] as const,
  list: (searchParam: string) => ['users', 'list', searchParam] as const,
  queueOptions: ['users', 'queue-options'] as const,
  whatsappOptions: ['users', 'whatsapp-options'] as const,
};
