import type { ServiceContext } from '../../core/context.js';
import { removeStoredFileAfterCommit } from '../../core/storage.js';
import { inTransaction } from '../../core/transaction.js';
import { disarmSchedule } from './arm-schedule.js';
import { lockSchedule, publishScheduleDeleted } from './schedules.queries.js';

/** DELETE /schedules/:id: the schedule, its job and, once that is committed, its file. A sent one may go too (it is history). */
export async function deleteSchedule(ctx: ServiceContext, id: number): Promise<void> {
  const version = await inTransaction(ctx, async (tx) => {
    const record = await lockSchedule(tx, id);
    await record.destroy({ transaction: tx.transaction });
    removeStoredFileAfterCommit(tx, record.mediaPath);
    publishScheduleDeleted(tx, record.id);
    return record.jobVersion;
  });
  await disarmSchedule(ctx, id, version);
}
