import { useQuery } from '@tanstack/react-query';
import { fetchConnections, fetchQueues, fetchUserOptions } from '../api/transfer-api';
import { transferKeys } from './transfer-keys';

/**
 * What the transfer dialog offers. Queues and connections load when it opens; the users list only
 * once a search is long enough to show anyone (spec §5: the user search starts at 3 characters).
 */
export function useTransferOptions(open: boolean, searchUsers: boolean) {
  const queues = useQuery({ queryKey: transferKeys.queues, queryFn: fetchQueues, enabled: open });
  const connections = useQuery({ queryKey: transferKeys.connections, queryFn: fetchConnections, enabled: open });
  const users = useQuery({ queryKey: transferKeys.users, queryFn: fetchUserOptions, enabled: open && searchUsers });
  return {
    queues: queues.data ?? [],
    queuesFailed: queues.isError,
    connections: connections.data ?? [],
    connectionsFailed: connections.isError,
    users: users.data ?? [],
    usersLoading: users.isFetching,
  };
}
