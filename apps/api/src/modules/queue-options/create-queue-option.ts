import type { QueueOptionDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { QueueOption } from '../../models/index.js';
import { authorizeQueueOptions } from './queue-options.policy.js';
import { presentOption } from './queue-options.presenter.js';
import { assertOptionFree, assertParentInQueue, loadTreeQueue, nextOption, rethrowOptionConflict } from './queue-options.queries.js';
import type { QueueOptionCreateInput } from './queue-options.schemas.js';

/** POST /queue-options: a new option at the queue's top level or under another option of the same queue. */
export async function createQueueOption(ctx: ServiceContext, input: QueueOptionCreateInput): Promise<QueueOptionDTO> {
  authorizeQueueOptions(ctx);
  return inTransaction(ctx, async (tx) => {
    await loadTreeQueue(tx, input.queueId, true);
    await assertParentInQueue(tx, input.parentId, input.queueId);
    const option = input.option ?? (await nextOption(tx, input.queueId, input.parentId));
    await assertOptionFree(tx, { queueId: input.queueId, parentId: input.parentId, option });
    const created = await QueueOption.create(
      { title: input.title, message: input.message, option, queueId: input.queueId, parentId: input.parentId, companyId: tx.companyId },
      { transaction: tx.transaction },
    );
    return presentOption(created);
  }).catch(rethrowOptionConflict);
}
