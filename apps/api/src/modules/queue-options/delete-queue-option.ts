import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { authorizeQueueOptions } from './queue-options.policy.js';
import { loadOption, loadTreeQueue } from './queue-options.queries.js';

/** DELETE /queue-options/:id: the option and its whole subtree (the database cascades to the children). */
export async function deleteQueueOption(ctx: ServiceContext, id: number): Promise<void> {
  authorizeQueueOptions(ctx);
  await inTransaction(ctx, async (tx) => {
    const option = await loadOption(tx, id);
    await loadTreeQueue(tx, option.queueId, true);
    await option.destroy({ transaction: tx.transaction });
  });
}
