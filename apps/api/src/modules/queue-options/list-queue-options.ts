import type { QueueOptionDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { authorizeQueueOptions } from './queue-options.policy.js';
import { presentOptionTree } from './queue-options.presenter.js';
import { assertParentInQueue, loadQueueOptions, loadTreeQueue } from './queue-options.queries.js';
import type { QueueOptionListInput } from './queue-options.schemas.js';

/** GET /queue-options: the options under a parent (or the queue's top level), each with its whole subtree. */
export async function listQueueOptions(ctx: ServiceContext, input: QueueOptionListInput): Promise<QueueOptionDTO[]> {
  authorizeQueueOptions(ctx);
  await loadTreeQueue(ctx, input.queueId);
  await assertParentInQueue(ctx, input.parentId, input.queueId);
  return presentOptionTree(await loadQueueOptions(ctx, input.queueId), input.parentId);
}
