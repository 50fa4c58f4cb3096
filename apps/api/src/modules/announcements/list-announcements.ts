import { Op, type WhereOptions } from 'sequelize';
import type { AnnouncementsPage } from '@zapdesk/shared';
import { isSuper, type ServiceContext } from '../../core/context.js';
import { Announcement } from '../../models/index.js';
import { visibleAnnouncementsWhere } from './announcements.policy.js';
import { presentAnnouncement } from './announcements.presenter.js';
import type { AnnouncementListInput } from './announcements.schemas.js';
import { containsPattern } from '../../core/like.js';

export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/**
 * GET /announcements: a page of 20, highest priority first, then newest; search in title and text. Every
 * company's users read the same announcements; who is not a super user reads the active ones only.
 */
export async function listAnnouncements(ctx: ServiceContext, input: AnnouncementListInput): Promise<AnnouncementsPage> {
  const page = input.pageNumber ?? 1;
  const search = input.searchParam?.trim().toLowerCase();
  const conditions: WhereOptions[] = [visibleAnnouncementsWhere(ctx)];
  if (input.status !== undefined && isSuper(ctx)) conditions.push({ status: input.status });
  if (search) {
    const pattern = containsPattern(search);
    conditions.push({ [Op.or]: [{ title: { [Op.iLike]: pattern } }, { text: { [Op.iLike]: pattern } }] });
  }
  const { rows, count } = await Announcement.findAndCountAll({
    where: { [Op.and]: conditions },
    limit: ANNOUNCEMENTS_PAGE_SIZE,
    offset: (page - 1) * ANNOUNCEMENTS_PAGE_SIZE,
    // id breaks ties between equal instants, so pages never repeat or skip an announcement.
    order: [
      ['priority', 'ASC'],
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    transaction: ctx.transaction,
  });
  return { records: rows.map(presentAnnouncement), hasMore: count > page * ANNOUNCEMENTS_PAGE_SIZE, count };
}
