import { Op, type WhereOptions } from 'sequelize';
import type { SchedulesPage } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { Schedule } from '../../models/index.js';
import { presentSchedule } from './schedules.presenter.js';
import { scheduleIncludes } from './schedules.queries.js';
import type { ScheduleListInput } from './schedules.schemas.js';
import { containsPattern } from '../../core/like.js';

export const SCHEDULES_PAGE_SIZE = 100;

/**
 * GET /schedules: a page of 100 of the company's schedules by sendAt; the search matches the text or the
 * contact's name. The calendar asks for the period it shows (sendAtFrom inclusive, sendAtTo exclusive).
 */
export async function listSchedules(ctx: ServiceContext, input: ScheduleListInput): Promise<SchedulesPage> {
  const page = input.pageNumber ?? 1;
  const conditions: WhereOptions[] = [];
  const search = input.searchParam?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push({ [Op.or]: [{ body: { [Op.iLike]: pattern } }, { '$contact.name$': { [Op.iLike]: pattern } }] });
  }
  if (input.contactId) conditions.push({ contactId: input.contactId });
  if (input.sendAtFrom) conditions.push({ sendAt: { [Op.gte]: new Date(input.sendAtFrom) } });
  if (input.sendAtTo) conditions.push({ sendAt: { [Op.lt]: new Date(input.sendAtTo) } });
  const { rows, count } = await Schedule.findAndCountAll({
    where: { companyId: ctx.companyId, [Op.and]: conditions },
    include: scheduleIncludes,
    limit: SCHEDULES_PAGE_SIZE,
    offset: (page - 1) * SCHEDULES_PAGE_SIZE,
    // id breaks ties between equal times, so pages never repeat or skip a schedule.
    order: [
      ['sendAt', 'ASC'],
      ['id', 'ASC'],
    ],
    distinct: true,
    transaction: ctx.transaction,
  });
  return { schedules: rows.map(presentSchedule), hasMore: count > page * SCHEDULES_PAGE_SIZE, count };
}
