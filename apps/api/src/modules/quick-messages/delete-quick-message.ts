import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { authorizeQuickMessageEdit } from './quick-messages.policy.js';
import { lockQuickMessage, publishQuickMessageDeleted } from './quick-messages.queries.js';
import { removeStoredFileAfterCommit } from '../../core/storage.js';

/** DELETE /quick-messages/:id: the reply and, once that is committed, its file. */
export async function deleteQuickMessage(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const record = await lockQuickMessage(tx, id);
    authorizeQuickMessageEdit(tx, record);
    await record.destroy({ transaction: tx.transaction });
    removeStoredFileAfterCommit(tx, record.mediaPath);
    publishQuickMessageDeleted(tx, record);
  });
}
