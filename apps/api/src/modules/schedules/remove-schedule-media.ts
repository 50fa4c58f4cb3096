import type { ScheduleDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { removeStoredFileAfterCommit } from '../../core/storage.js';
import { inTransaction } from '../../core/transaction.js';
import { assertEditable, loadScheduleDto, lockSchedule, publishSchedule } from './schedules.queries.js';

/** DELETE /schedules/:id/media-upload: the schedule keeps its text and loses its picture (removed after the commit). */
export async function removeScheduleMedia(ctx: ServiceContext, id: number): Promise<ScheduleDTO> {
  await inTransaction(ctx, async (tx) => {
    const record = await lockSchedule(tx, id);
    assertEditable(record);
    removeStoredFileAfterCommit(tx, record.mediaPath);
    await record.update({ mediaPath: null, mediaName: null, mimetype: null }, { transaction: tx.transaction });
  });
  const dto = await loadScheduleDto(ctx, id);
  publishSchedule(ctx, 'update', dto);
  return dto;
}
