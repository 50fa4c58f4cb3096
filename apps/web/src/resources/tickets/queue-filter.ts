import type { TicketDTO } from '@zapdesk/shared';

/**
 * The manager's queue filter, kept as what the user took out, so queues that load later (or are added
 * to the user) start selected. `withoutQueue` is the 'Sem fila' entry.
 */
export interface QueueFilter {
  excluded: number[];
  withoutQueue: boolean;
}

export const ALL_QUEUES: QueueFilter = { excluded: [], withoutQueue: true };

/**
 * The queueIds GET /tickets gets: none while nothing is taken out (the server then applies only the
 * visibility rules, so my own tickets of other queues still show), else the queues still selected.
 */
export function selectedQueueIds(filter: QueueFilter, optionIds: number[]): number[] | null {
  if (!optionIds.some((id) => filter.excluded.includes(id))) return null;
  return optionIds.filter((id) => !filter.excluded.includes(id));
}

/** Whether the filter leaves anything to show at all. */
export function selectsAnything(filter: QueueFilter, optionIds: number[]): boolean {
  return filter.withoutQueue || optionIds.some((id) => !filter.excluded.includes(id));
}

/**
 * Whether a ticket passes the filter. The server always keeps tickets without a queue when it filters
 * by queue, so 'Sem fila' is applied here; the rest matches what the server answers for `queueIds`.
 */
export function passesQueueFilter(ticket: Pick<TicketDTO, 'queueId'>, queueIds: number[] | null, withoutQueue: boolean): boolean {
  if (ticket.queueId === null) return withoutQueue;
  return queueIds === null || queueIds.includes(ticket.queueId);
}
