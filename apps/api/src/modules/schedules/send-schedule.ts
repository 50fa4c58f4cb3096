import { Op } from 'sequelize';
import type { ScheduleStatus } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { now, today } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import { logger } from '../../core/logger.js';
import { Company, Schedule } from '../../models/index.js';
import { assertPlanFlag } from '../plans/assert-plan-flag.js';
import { deliverSchedule } from './deliver-schedule.js';
import { loadScheduleDto, publishSchedule, WAITING_STATUSES } from './schedules.queries.js';

export type ScheduleOutcome = 'sent' | 'failed' | 'skipped';

/**
 * Claims one schedule version for sending: UPDATE … SET status = 'ENVIANDO' WHERE it is still that version
 * and still waiting. Of a duplicated, retried or re-armed job only one gets the row; an edit (new version)
 * or a delete made first leaves nothing to claim.
 */
async function claim(ctx: ServiceContext, scheduleId: number, version: number): Promise<Schedule | null> {
  const [count, rows] = await Schedule.update(
    { status: 'ENVIANDO' },
    { where: { id: scheduleId, companyId: ctx.companyId, jobVersion: version, status: { [Op.in]: [...WAITING_STATUSES] } }, returning: true },
  );
  return count === 1 ? rows[0] : null;
}

/** Plan flags and the due date are enforced on jobs too: a company that lost the feature (or its subscription) sends nothing. */
async function assertCompanyMaySend(ctx: ServiceContext): Promise<void> {
  await assertPlanFlag(ctx, 'useSchedules');
  const company = await Company.findOne({ where: { id: ctx.companyId }, attributes: ['id', 'status', 'dueDate'] });
  if (!company?.status || (company.dueDate && company.dueDate < today())) {
    throw new AppError('ERR_SUBSCRIPTION_EXPIRED', 403, "The company's subscription is not active");
  }
}

/** Records how the claimed send ended and tells the company's calendars. */
async function settle(ctx: ServiceContext, scheduleId: number, fields: { status: ScheduleStatus; sentAt?: Date; ticketId?: number }): Promise<void> {
  const [count] = await Schedule.update(fields, { where: { id: scheduleId, companyId: ctx.companyId, status: 'ENVIANDO' } });
  if (count === 1) publishSchedule(ctx, 'update', await loadScheduleDto(ctx, scheduleId));
}

/**
 * The schedule job (§10 Schedules): sends one schedule version exactly once, then ENVIADA with
 * sentAt, or ERRO. Once claimed it never throws (a retry could only find it claimed), so a failure is
 * recorded rather than retried: sending twice is worse than asking the user to reschedule.
 */
export async function sendSchedule(ctx: ServiceContext, scheduleId: number, version: number): Promise<ScheduleOutcome> {
  const claimed = await claim(ctx, scheduleId, version);
  if (!claimed) return 'skipped';
  let ticketId: number;
  try {
    publishSchedule(ctx, 'update', await loadScheduleDto(ctx, scheduleId));
    await assertCompanyMaySend(ctx);
    ticketId = await deliverSchedule(ctx, claimed);
  } catch (error) {
    logger.warn({ err: error, companyId: ctx.companyId, scheduleId }, 'scheduled message not sent');
    await settle(ctx, scheduleId, { status: 'ERRO' });
    return 'failed';
  }
  await settle(ctx, scheduleId, { status: 'ENVIADA', sentAt: now(), ticketId });
  return 'sent';
}
