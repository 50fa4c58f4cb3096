import type { ScheduleDTO } from '@zapdesk/shared';
import { actorUserId, type ServiceContext } from '../../core/context.js';
import { now } from '../../core/clock.js';
import { inTransaction } from '../../core/transaction.js';
import { Schedule } from '../../models/index.js';
import { armSchedule } from './arm-schedule.js';
import { assertCompanyContact, assertContactTicket, assertNotPast, assertScheduleLimit, loadScheduleDto, publishSchedule } from './schedules.queries.js';
import type { ScheduleCreateInput } from './schedules.schemas.js';

/** POST /schedules: a message to one of the company's contacts at sendAt, within the plan's limit; its job is armed after the commit. */
export async function createSchedule(ctx: ServiceContext, input: ScheduleCreateInput): Promise<ScheduleDTO> {
  const sendAt = new Date(input.sendAt);
  assertNotPast(sendAt, now());
  const record = await inTransaction(ctx, async (tx) => {
    await assertScheduleLimit(tx);
    const contact = await assertCompanyContact(tx, input.contactId);
    if (input.ticketId) await assertContactTicket(tx, input.ticketId, contact.id);
    return Schedule.create(
      {
        body: input.body,
        sendAt,
        status: 'PENDENTE',
        contactId: contact.id,
        ticketId: input.ticketId ?? null,
        userId: actorUserId(ctx),
        companyId: ctx.companyId,
      },
      { transaction: tx.transaction },
    );
  });
  await armSchedule(ctx, record);
  const dto = await loadScheduleDto(ctx, record.id);
  publishSchedule(ctx, 'create', dto);
  return dto;
}
