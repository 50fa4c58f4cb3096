import { useQuery } from '@tanstack/react-query';
import type { QueueRefDTO, UserDTO } from '@zapdesk/shared';
import { connectionQueries } from '../../../resources/connections/keys';
import { queueQueries } from '../../../resources/queues/keys';
import { tagQueries } from '../../../resources/tags/keys';
import { userQueries } from '../../../resources/users/keys';
import { isAdmin } from '../../../session/permissions';
import type { ConnectionChoice } from '../new-ticket-form';

/** The company's tags for the search tab's filter. */
export function useTagOptions(enabled: boolean) {
  return useQuery({ ...tagQueries.options(), enabled }).data ?? [];
}

/** The company's users for the search tab's filter (admins only, spec §6). */
export function useUserOptions(enabled: boolean) {
  return useQuery({ ...userQueries.options(), enabled }).data ?? [];
}

/**
 * The queues a new ticket may go to: admins choose among the company's (GET /queue), others among
 * their own. Until GET /queue answers (or when it fails) the user's own queues are offered.
 */
export function useQueueChoices(user: UserDTO, enabled: boolean): QueueRefDTO[] {
  const admin = isAdmin(user);
  const query = useQuery({ ...queueQueries.list(), enabled: enabled && admin, retry: false });
  if (!admin || !query.data) return user.queues;
  return query.data.map(({ id, name, color }) => ({ id, name, color }));
}

/** The company's connections a new ticket may start on. */
export function useConnectionChoices(enabled: boolean): { connections: ConnectionChoice[]; isLoading: boolean } {
  const query = useQuery({ ...connectionQueries.list(), enabled });
  return {
    connections: (query.data ?? []).map(({ id, name, isDefault }) => ({ id, name, isDefault })),
    isLoading: enabled && query.isPending,
  };
}
