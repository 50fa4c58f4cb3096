import type { QuickMessageDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { removeStoredFile, removeStoredFileAfterCommit, saveCompanyFile } from '../../core/storage.js';
import { findOrFail } from '../../core/tenancy.js';
import { inTransaction } from '../../core/transaction.js';
import { QuickMessage } from '../../models/index.js';
import { authorizeQuickMessageEdit } from './quick-messages.policy.js';
import { presentQuickMessage } from './quick-messages.presenter.js';
import { lockQuickMessage, publishQuickMessage } from './quick-messages.queries.js';

export interface UploadedFile {
  buffer: Buffer;
  mimetype: string;
  originalname: string;
}

/** §5: spaces in attachment names become underscores (the name travels with the file when it is sent). */
export const attachmentName = (originalname: string) => (originalname.trim() || 'file').replace(/\s/g, '_').slice(0, 255);

/**
 * POST /quick-messages/:id/media-upload: stores the file under the company's folder (random name) and
 * attaches it, replacing any previous one, whose file is removed after the commit. The file is written
 * before the transaction (no disk I/O under a row lock) and removed again if the attach does not commit.
 */
export async function attachQuickMessageMedia(ctx: ServiceContext, id: number, file: UploadedFile): Promise<QuickMessageDTO> {
  authorizeQuickMessageEdit(ctx, await findOrFail(QuickMessage, ctx, id));
  const stored = await saveCompanyFile(ctx.companyId, 'quick-messages', file.buffer, file.mimetype);
  try {
    return await inTransaction(ctx, async (tx) => {
      const record = await lockQuickMessage(tx, id);
      authorizeQuickMessageEdit(tx, record);
      removeStoredFileAfterCommit(tx, record.mediaPath);
      await record.update(
        { isMedia: true, mediaPath: stored, mediaName: attachmentName(file.originalname), mimetype: file.mimetype },
        { transaction: tx.transaction },
      );
      const dto = presentQuickMessage(record);
      publishQuickMessage(tx, 'update', dto, record.geral);
      return dto;
    });
  } catch (error) {
    await removeStoredFile(stored);
    throw error;
  }
}
