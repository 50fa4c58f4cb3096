import type { TicketListScope } from '../ticket-query';

/** TanStack Query keys of the tickets screen. */
export const ticketKeys = {
  lists: ['tickets', 'list'] as const,
  list: (scope: TicketListScope) => ['tickets', 'list', scope] as const,
  tagOptions: ['tickets', 'tag-options'] as const,
  userOptions: ['tickets', 'user-options'] as const,
  queues: ['tickets', 'queues'] as const,
  connections: ['tickets', 'connections'] as const,
  contacts: (searchParam: string) => ['tickets', 'contacts', searchParam] as const,
};

/** The scope of a cached list, read back from its key (the third part). */
export function scopeOfKey(key: readonly unknown[]): TicketListScope | null {
  const scope = key[2];
  if (typeof scope !== 'object' || scope === null || !('kind' in scope)) return null;
  return scope.kind === 'status' || scope.kind === 'search' ? (scope as TicketListScope) : null;
}
