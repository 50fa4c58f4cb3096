import { Op } from 'sequelize';
import { systemContext } from '../../core/context.js';
import { now } from '../../core/clock.js';
import { logger } from '../../core/logger.js';
import { scheduleTimer } from '../../core/schedule-timer.js';
import { Schedule } from '../../models/index.js';
import { armSchedule } from './arm-schedule.js';
import { WAITING_STATUSES } from './schedules.queries.js';

/** A send claimed this long ago without an outcome was cut short (its worker died mid-send). */
export const ABANDONED_SEND_MS = 5 * 60_000;

/**
 * The worker's sweep, at boot and every few minutes: arms every waiting schedule again (Bull keeps one job
 * per id, so an armed one is left as is; one whose arming failed, or whose job Redis lost, gets it), and
 * turns sends abandoned mid-way into ERRO: whether WhatsApp took them is unknown, so the user decides
 * rather than the worker sending twice. `companyIds` narrows it (tests share one database).
 */
export async function rearmSchedules(options: { companyIds?: number[] } = {}): Promise<{ armed: number; abandoned: number }> {
  if (!scheduleTimer()) {
    logger.warn('schedules not re-armed: this process has no schedule timer');
    return { armed: 0, abandoned: 0 };
  }
  const scope = options.companyIds ? { companyId: { [Op.in]: options.companyIds } } : {};
  const reason = 'the worker re-arms the unsent schedules of every company';
  const [abandoned] = await Schedule.update(
    { status: 'ERRO' },
    { where: { ...scope, status: 'ENVIANDO', updatedAt: { [Op.lt]: new Date(now().getTime() - ABANDONED_SEND_MS) } }, crossTenant: reason },
  );
  const waiting = await Schedule.findAll({
    where: { ...scope, status: { [Op.in]: [...WAITING_STATUSES] } },
    attributes: ['id', 'companyId', 'jobVersion', 'sendAt'],
    crossTenant: reason,
  });
  let armed = 0;
  for (const schedule of waiting) {
    if (await armSchedule(systemContext(schedule.companyId, 're-arm schedules'), schedule)) armed += 1;
  }
  return { armed, abandoned };
}
