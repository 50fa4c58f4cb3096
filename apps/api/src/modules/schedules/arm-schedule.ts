import type { ServiceContext } from '../../core/context.js';
import { logger } from '../../core/logger.js';
import { scheduleTimer } from '../../core/schedule-timer.js';
import { Schedule } from '../../models/index.js';

type Armable = Pick<Schedule, 'id' | 'jobVersion' | 'sendAt'>;

/**
 * Arms the delayed job of a committed schedule version and marks it AGENDADA. When no timer is installed
 * or Redis refuses, the schedule stays PENDENTE and the worker's re-arming sweep arms it later: the save
 * the user made is never lost to a queue hiccup. Answers whether the job is armed.
 */
export async function armSchedule(ctx: ServiceContext, schedule: Armable): Promise<boolean> {
  const timer = scheduleTimer();
  const ref = { companyId: ctx.companyId, scheduleId: schedule.id, version: schedule.jobVersion };
  if (!timer) {
    logger.warn(ref, 'schedule saved without a timer: the worker will arm it');
    return false;
  }
  try {
    await timer.arm(ref, schedule.sendAt);
  } catch (error) {
    logger.warn({ err: error, ...ref }, 'schedule job not armed: the worker will arm it');
    return false;
  }
  // Only the armed version moves on, and only from PENDENTE: a job that already claimed it wins.
  await Schedule.update(
    { status: 'AGENDADA' },
    { where: { id: schedule.id, companyId: ctx.companyId, jobVersion: schedule.jobVersion, status: 'PENDENTE' }, transaction: ctx.transaction },
  );
  return true;
}

/** Removes the job of an older version (edit or delete); its removal failing is harmless, it finds a newer version. */
export async function disarmSchedule(ctx: ServiceContext, scheduleId: number, version: number): Promise<void> {
  const ref = { companyId: ctx.companyId, scheduleId, version };
  try {
    await scheduleTimer()?.disarm(ref);
  } catch (error) {
    logger.warn({ err: error, ...ref }, 'schedule job not removed');
  }
}
