import type { QueueDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { presentQueue } from './queues.presenter.js';
import { loadQueue } from './queues.queries.js';

/** GET /queue/:id: one queue of the company (any of its users). */
export async function showQueue(ctx: ServiceContext, id: number): Promise<QueueDTO> {
  return presentQueue(await loadQueue(ctx, id));
}
