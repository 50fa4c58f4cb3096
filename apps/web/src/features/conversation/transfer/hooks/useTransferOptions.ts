import { useQuery } from '@tanstack/react-query';
import { connectionQueries } from '../../../../resources/connections/keys';
import { queueQueries } from '../../../../resources/queues/keys';
import { userQueries } from '../../../../resources/users/keys';

/**
 * What the transfer dialog offers, from the resources' live lists (a queue renamed elsewhere shows its new name
 * here at once). Queues and connections load when it opens; the users list only once a search is long enough to
 * show anyone (spec §5: the user search starts at 3 characters).
 */
export function useTransferOptions(open: boolean, searchUsers: boolean) {
  const queues = useQuery({ ...queueQueries.list(), enabled: open });
  const connections = useQuery({ ...connectionQueries.list(), enabled: open });
  const users = useQuery({ ...userQueries.options(), enabled: open && searchUsers });
  return {
    queues: queues.data ?? [],
    queuesFailed: queues.isError,
    connections: connections.data ?? [],
    connectionsFailed: connections.isError,
    users: users.data ?? [],
    usersLoading: users.isFetching,
  };
}
