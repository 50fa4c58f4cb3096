/** React Query keys of the transfer dialog. */
export const transferKeys = {
  queues: ['transfer', 'queues'] as const,
  users: ['transfer', 'users'] as const,
  connections: ['transfer', 'connections'] as const,
};
