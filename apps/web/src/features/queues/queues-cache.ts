import type { QueueDTO } from '@zapdesk/shared';

/** The API's order: orderQueue (queues without one last), then name. */
export function sortQueues(queues: QueueDTO[]): QueueDTO[] {
  return [...queues].sort((a, b) => {
    if (a.orderQueue !== b.orderQueue) {
      if (a.orderQueue === null) return 1;
      if (b.orderQueue === null) return -1;
      return a.orderQueue - b.orderQueue;
    }
    return a.name.localeCompare(b.name) || a.id - b.id;
  });
}

/** Adds the queue or replaces it where it is listed, keeping the list's order. */
export function upsertQueue(queues: QueueDTO[], queue: QueueDTO): QueueDTO[] {
  return sortQueues([...queues.filter((q) => q.id !== queue.id), queue]);
}

export function removeQueue(queues: QueueDTO[], queueId: number): QueueDTO[] {
  return queues.filter((q) => q.id !== queueId);
}
