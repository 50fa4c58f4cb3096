import type { QueryClient } from '@tanstack/react-query';
import type { CompanyEventPayloads, QueueDTO } from '@zapdesk/shared';
import { applyToCachedArray, type RowChange } from '../../lib/paged-list';
import type { LiveApplier } from '../../live/live-events';
import { queueKeys } from './keys';

/** The API's order: orderQueue (queues without one last), then name. */
export function compareQueues(a: QueueDTO, b: QueueDTO): number {
  if (a.orderQueue !== b.orderQueue) {
    if (a.orderQueue === null) return 1;
    if (b.orderQueue === null) return -1;
    return a.orderQueue - b.orderQueue;
  }
  return a.name.localeCompare(b.name) || a.id - b.id;
}

/** A `queue` event as a row change (every queue event is company-wide, so a create is always new). */
export function queueChange(payload: CompanyEventPayloads['queue']): RowChange<QueueDTO> {
  return payload.action === 'delete' ? { type: 'remove', id: payload.queueId } : { type: 'upsert', row: payload.queue, isNew: payload.action === 'create' };
}

/** Puts a saved or deleted queue into the one cached list (the page and every picker read it). */
export function applyQueueChange(queryClient: QueryClient, change: RowChange<QueueDTO>): void {
  applyToCachedArray(queryClient, queueKeys.list, change, compareQueues);
  if (change.type === 'remove') queryClient.removeQueries({ queryKey: queueKeys.optionTree(change.id) });
}

export const applyQueueEvent: LiveApplier<'queue'> = (queryClient, payload) => applyQueueChange(queryClient, queueChange(payload));
