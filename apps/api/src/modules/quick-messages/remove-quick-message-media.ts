import type { QuickMessageDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { authorizeQuickMessageEdit } from './quick-messages.policy.js';
import { presentQuickMessage } from './quick-messages.presenter.js';
import { lockQuickMessage, publishQuickMessage } from './quick-messages.queries.js';
import { removeStoredFileAfterCommit } from '../../core/storage.js';

/** DELETE /quick-messages/:id/media-upload: the reply keeps its text and loses its file (removed after the commit). */
export async function removeQuickMessageMedia(ctx: ServiceContext, id: number): Promise<QuickMessageDTO> {
  return inTransaction(ctx, async (tx) => {
    const record = await lockQuickMessage(tx, id);
    authorizeQuickMessageEdit(tx, record);
    removeStoredFileAfterCommit(tx, record.mediaPath);
    await record.update({ isMedia: false, mediaPath: null, mediaName: null, mimetype: null }, { transaction: tx.transaction });
    const dto = presentQuickMessage(record);
    publishQuickMessage(tx, 'update', dto, record.geral);
    return dto;
  });
}
