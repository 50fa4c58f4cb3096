import { useQuery } from '@tanstack/react-query';
import type { QueueRefDTO, UserDTO } from '@zapdesk/shared';
import { isAdmin } from '../../../session/permissions';
import { fetchConnections, fetchQueues, fetchTagOptions, fetchUserOptions } from '../api/tickets-api';
import type { ConnectionChoice } from '../new-ticket-form';
import { ticketKeys } from './ticket-keys';

/** The company's tags for the search tab's filter. */
export function useTagOptions(enabled: boolean) {
  return useQuery({ queryKey: ticketKeys.tagOptions, queryFn: fetchTagOptions, enabled }).data ?? [];
}

/** The company's users for the search tab's filter (admins only, spec §6). */
export function useUserOptions(enabled: boolean) {
  return useQuery({ queryKey: ticketKeys.userOptions, queryFn: fetchUserOptions, enabled }).data ?? [];
}

/**
 * The queues a new ticket may go to: admins choose among the company's (GET /queue), others among
 * their own. Until GET /queue answers (or when it fails) the user's own queues are offered.
 */
export function useQueueChoices(user: UserDTO, enabled: boolean): QueueRefDTO[] {
  const admin = isAdmin(user);
  const query = useQuery({ queryKey: ticketKeys.queues, queryFn: fetchQueues, enabled: enabled && admin, retry: false });
  if (!admin || !query.data) return user.queues;
  return query.data.map(({ id, name, color }) => ({ id, name, color }));
}

/** The company's connections a new ticket may start on. */
export function useConnectionChoices(enabled: boolean): { connections: ConnectionChoice[]; isLoading: boolean } {
  const query = useQuery({ queryKey: ticketKeys.connections, queryFn: fetchConnections, enabled });
  return {
    connections: (query.data ?? []).map(({ id, name, isDefault }) => ({ id, name, isDefault })),
    isLoading: enabled && query.isPending,
  };
}
