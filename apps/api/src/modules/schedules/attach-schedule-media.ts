import type { ScheduleDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { removeStoredFile, removeStoredFileAfterCommit, saveCompanyFile } from '../../core/storage.js';
import { findOrFail } from '../../core/tenancy.js';
import { inTransaction } from '../../core/transaction.js';
import { Schedule } from '../../models/index.js';
import { assertEditable, loadScheduleDto, lockSchedule, publishSchedule } from './schedules.queries.js';

export interface UploadedFile {
  buffer: Buffer;
  mimetype: string;
  originalname: string;
}

/** Attachment names travel with the file when it is sent: spaces become underscores, as for quick replies (§5). */
const attachmentName = (originalname: string) => (originalname.trim() || 'file').replace(/\s/g, '_').slice(0, 255);

/**
 * POST /schedules/:id/media-upload: stores the picture under the company's folder (random name) and
 * attaches it, replacing any previous one (removed after the commit). The job reads the attachment when it
 * sends, so the armed job needs no change. The file is written before the transaction (no disk I/O under
 * a row lock) and removed again if the attach does not commit.
 */
export async function attachScheduleMedia(ctx: ServiceContext, id: number, file: UploadedFile): Promise<ScheduleDTO> {
  assertEditable(await findOrFail(Schedule, ctx, id));
  const stored = await saveCompanyFile(ctx.companyId, 'schedules', file.buffer, file.mimetype);
  try {
    await inTransaction(ctx, async (tx) => {
      const record = await lockSchedule(tx, id);
      assertEditable(record);
      removeStoredFileAfterCommit(tx, record.mediaPath);
      await record.update({ mediaPath: stored, mediaName: attachmentName(file.originalname), mimetype: file.mimetype }, { transaction: tx.transaction });
    });
  } catch (error) {
    await removeStoredFile(stored);
    throw error;
  }
  const dto = await loadScheduleDto(ctx, id);
  publishSchedule(ctx, 'update', dto);
  return dto;
}
