import type { QueueDTO } from '@zapdesk/shared';
import type { Queue } from '../../models/index.js';

/** Queue → the §3 Queue DTO. */
export function presentQueue(queue: Queue): QueueDTO {
  return {
    id: queue.id,
    name: queue.name,
    color: queue.color,
    greetingMessage: queue.greetingMessage,
    completionMessage: queue.completionMessage,
    outOfHoursMessage: queue.outOfHoursMessage,
    ratingMessage: queue.ratingMessage,
    orderQueue: queue.orderQueue,
    integrationId: queue.integrationId,
    promptId: queue.promptId,
    schedules: queue.schedules,
    companyId: queue.companyId,
    createdAt: queue.createdAt.toISOString(),
    updatedAt: queue.updatedAt.toISOString(),
  };
}
