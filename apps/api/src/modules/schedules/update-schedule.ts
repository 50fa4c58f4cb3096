import type { ScheduleDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { now } from '../../core/clock.js';
import { inTransaction } from '../../core/transaction.js';
import { armSchedule, disarmSchedule } from './arm-schedule.js';
import {
  assertCompanyContact,
  assertContactTicket,
  assertEditable,
  assertNotPast,
  assertScheduleLimit,
  loadScheduleDto,
  lockSchedule,
  publishSchedule,
} from './schedules.queries.js';
import type { ScheduleUpdateInput } from './schedules.schemas.js';

/**
 * PUT /schedules/:id: the fields sent change and the schedule is armed again under a new version, so its
 * job moves to the new time (the old job is removed, and would find the newer version if it ran). A failed
 * (ERRO) schedule is scheduled again this way; a sent one is 409 ERR_SCHEDULE_ALREADY_SENT.
 */
export async function updateSchedule(ctx: ServiceContext, id: number, input: ScheduleUpdateInput): Promise<ScheduleDTO> {
  const { record, previousVersion } = await inTransaction(ctx, async (tx) => {
    const record = await lockSchedule(tx, id);
    assertEditable(record);
    const sendAt = input.sendAt === undefined ? record.sendAt : new Date(input.sendAt);
    if (sendAt.getTime() !== record.sendAt.getTime()) assertNotPast(sendAt, now());
    // A failed schedule goes back to waiting: it counts against the plan's limit again.
    if (record.status === 'ERRO') await assertScheduleLimit(tx);
    const contactId = input.contactId ?? record.contactId;
    if (input.contactId !== undefined) await assertCompanyContact(tx, contactId);
    // The ticket belongs to the contact: another contact leaves it behind unless a ticket of theirs is named.
    const ticketId = input.ticketId !== undefined ? input.ticketId : contactId === record.contactId ? record.ticketId : null;
    if (input.ticketId) await assertContactTicket(tx, input.ticketId, contactId);
    const previousVersion = record.jobVersion;
    await record.update(
      {
        ...(input.body !== undefined && { body: input.body }),
        sendAt,
        contactId,
        ticketId,
        status: 'PENDENTE',
        jobVersion: previousVersion + 1,
      },
      { transaction: tx.transaction },
    );
    return { record, previousVersion };
  });
  await disarmSchedule(ctx, record.id, previousVersion);
  await armSchedule(ctx, record);
  const dto = await loadScheduleDto(ctx, record.id);
  publishSchedule(ctx, 'update', dto);
  return dto;
}
