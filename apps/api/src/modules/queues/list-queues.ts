import type { QueueDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { Queue } from '../../models/index.js';
import { presentQueue } from './queues.presenter.js';

/** GET /queue: every queue of the company in the bot's menu order (orderQueue, then name). */
export async function listQueues(ctx: ServiceContext): Promise<QueueDTO[]> {
  const queues = await Queue.findAll({
    where: { companyId: ctx.companyId },
    order: [
      ['orderQueue', 'ASC NULLS LAST'],
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction: ctx.transaction,
  });
  return queues.map(presentQueue);
}
