import type { ScheduleDTO } from '@zapdesk/shared';
import { ReadOnlyScheduleStatuses } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { publish } from '../../core/events.js';
import { findOrFail } from '../../core/tenancy.js';
import { Contact, Schedule, Ticket, User } from '../../models/index.js';
import { assertWithinPlanLimit } from '../plans/plan-limits.js';
import { presentSchedule } from './schedules.presenter.js';

/** What a schedule is shown with: its contact and its author. */
export const scheduleIncludes = [
  { model: Contact, attributes: ['id', 'name', 'number', 'email', 'profilePicUrl', 'isGroup'] },
  { model: User, attributes: ['id', 'name'] },
];

/** Statuses whose job is still to run: the plan's schedules limit counts these. */
export const WAITING_STATUSES = ['PENDENTE', 'AGENDADA'] as const;

/** One schedule of the company, locked for the transaction's write; 404 for another company's. */
export function lockSchedule(ctx: ServiceContext, id: number): Promise<Schedule> {
  return findOrFail(Schedule, ctx, id, 'ERR_NOT_FOUND', { lock: ctx.transaction?.LOCK.UPDATE });
}

/** The schedule as the API shows it. */
export async function loadScheduleDto(ctx: ServiceContext, id: number): Promise<ScheduleDTO> {
  return presentSchedule(await findOrFail(Schedule, ctx, id, 'ERR_NOT_FOUND', { include: scheduleIncludes }));
}

/** §4: a schedule that was sent (or is being sent) cannot change: 409 ERR_SCHEDULE_ALREADY_SENT. */
export function assertEditable(record: Schedule): void {
  if (record.sentAt || ReadOnlyScheduleStatuses.includes(record.status)) {
    throw new AppError('ERR_SCHEDULE_ALREADY_SENT', 409, 'The schedule was already sent and cannot be changed');
  }
}

/** The contact a body names must be the company's: 404 ERR_NO_CONTACT_FOUND otherwise (as POST /tickets). */
export function assertCompanyContact(ctx: ServiceContext, contactId: number): Promise<Contact> {
  return findOrFail(Contact, ctx, contactId, 'ERR_NO_CONTACT_FOUND');
}

/** A ticket a body names must be the company's (404) and the contact's (400 naming ticketId). */
export async function assertContactTicket(ctx: ServiceContext, ticketId: number, contactId: number): Promise<void> {
  const ticket = await findOrFail(Ticket, ctx, ticketId, 'ERR_NO_TICKET_FOUND');
  if (ticket.contactId !== contactId) {
    throw new AppError('ERR_VALIDATION', 400, "ticketId: the ticket is not the contact's", { field: 'ticketId' });
  }
}

/** §5 has no rule for the past; sending at once a time picked by mistake would be worse than asking again. */
export function assertNotPast(sendAt: Date, now: Date): void {
  if (sendAt.getTime() < now.getTime() - 60_000) {
    throw new AppError('ERR_VALIDATION', 400, 'sendAt: must not be in the past', { field: 'sendAt' });
  }
}

/**
 * 403 ERR_PLAN_LIMIT_REACHED when the company already has as many schedules waiting to go out as its plan
 * allows. Checked under a lock on the company row, so concurrent creations cannot overshoot.
 */
export async function assertScheduleLimit(ctx: ServiceContext): Promise<void> {
  const waiting = () => Schedule.count({ where: { companyId: ctx.companyId, status: [...WAITING_STATUSES] }, transaction: ctx.transaction });
  await assertWithinPlanLimit(ctx, 'schedules', waiting);
}

/** company-{id}-schedule to the whole company (every user sees the calendar), after the commit. */
export function publishSchedule(ctx: ServiceContext, action: 'create' | 'update', schedule: ScheduleDTO): void {
  publish(ctx, { entity: 'schedule', payload: { action, schedule } });
}

export function publishScheduleDeleted(ctx: ServiceContext, scheduleId: number): void {
  publish(ctx, { entity: 'schedule', payload: { action: 'delete', scheduleId } });
}
