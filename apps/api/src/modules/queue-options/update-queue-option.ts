import type { QueueOptionDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import type { QueueOption } from '../../models/index.js';
import { authorizeQueueOptions } from './queue-options.policy.js';
import { presentOption, presentOptionTree } from './queue-options.presenter.js';
import { assertOptionFree, loadOption, loadQueueOptions, loadTreeQueue, rethrowOptionConflict } from './queue-options.queries.js';
import type { QueueOptionUpdateInput } from './queue-options.schemas.js';

/** PUT /queue-options/:id: renames, rewrites or renumbers an option; answers it with its subtree. */
export async function updateQueueOption(ctx: ServiceContext, id: number, input: QueueOptionUpdateInput): Promise<QueueOptionDTO> {
  authorizeQueueOptions(ctx);
  return inTransaction(ctx, async (tx) => {
    const option = await loadOption(tx, id);
    await loadTreeQueue(tx, option.queueId, true);
    const changes: Partial<Pick<QueueOption, 'title' | 'message' | 'option'>> = {};
    if (input.title !== undefined) changes.title = input.title;
    if (input.message !== undefined) changes.message = input.message;
    if (input.option !== undefined && input.option !== option.option) {
      await assertOptionFree(tx, { queueId: option.queueId, parentId: option.parentId, option: input.option }, option.id);
      changes.option = input.option;
    }
    await option.update(changes, { transaction: tx.transaction });
    return presentOption(option, presentOptionTree(await loadQueueOptions(tx, option.queueId), option.id));
  }).catch(rethrowOptionConflict);
}
