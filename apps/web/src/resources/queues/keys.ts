import { queryOptions } from '@tanstack/react-query';
import { fetchQueueOptionTree, fetchQueues } from './api';

/** Query keys of queues: one list for the queues page and every queue picker, so a rename reaches them all. */
export const queueKeys = {
  all: ['queues'] as const,
  list: ['queues', 'list'] as const,
  optionTree: (queueId: number) => ['queues', 'option-tree', queueId] as const,
};

export const queueQueries = {
  list: () => queryOptions({ queryKey: queueKeys.list, queryFn: fetchQueues }),
  optionTree: (queueId: number) => queryOptions({ queryKey: queueKeys.optionTree(queueId), queryFn: () => fetchQueueOptionTree(queueId) }),
};
