import type { ServiceContext } from '../../core/context.js';
import { removeStoredFileAfterCommit } from '../../core/storage.js';
import { inTransaction } from '../../core/transaction.js';
import { authorizeAnnouncementWrite } from './announcements.policy.js';
import { lockAnnouncement, publishAnnouncementDeleted } from './announcements.queries.js';

/** DELETE /announcements/:id (super users): the announcement and, once that is committed, its picture. */
export async function deleteAnnouncement(ctx: ServiceContext, id: number): Promise<void> {
  authorizeAnnouncementWrite(ctx);
  await inTransaction(ctx, async (tx) => {
    const record = await lockAnnouncement(tx, id);
    await record.destroy({ transaction: tx.transaction });
    removeStoredFileAfterCommit(tx, record.mediaPath);
    publishAnnouncementDeleted(tx, record.id);
  });
}
