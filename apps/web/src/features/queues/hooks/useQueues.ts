import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueueDTO } from '@zapdesk/shared';
import { useCompanyEvent } from '../../../hooks/useCompanyEvent';
import { fetchQueues } from '../api/queues-api';
import { removeQueue, upsertQueue } from '../queues-cache';
import { queueKeys } from './queue-keys';

export type QueueChange = { type: 'upsert'; queue: QueueDTO } | { type: 'remove'; queueId: number };

/** Applies a saved or deleted queue to the cached list. */
export function useApplyQueueChange(): (change: QueueChange) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (change: QueueChange) =>
      queryClient.setQueryData<QueueDTO[]>(queueKeys.list, (current) => {
        if (!current) return current;
        return change.type === 'remove' ? removeQueue(current, change.queueId) : upsertQueue(current, change.queue);
      }),
    [queryClient],
  );
}

/** The company's queues, kept current by the `queue` socket event (another admin's change shows here). */
export function useQueues() {
  const query = useQuery({ queryKey: queueKeys.list, queryFn: fetchQueues });
  const applyChange = useApplyQueueChange();

  useCompanyEvent('queue', (payload) => {
    if (payload.action === 'delete') applyChange({ type: 'remove', queueId: payload.queueId });
    else applyChange({ type: 'upsert', queue: payload.queue });
  });

  return query;
}
