import { Op, type WhereOptions } from 'sequelize';
import type { QuickMessagesPage } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { QuickMessage } from '../../models/index.js';
import { visibleQuickMessagesWhere } from './quick-messages.policy.js';
import { presentQuickMessage } from './quick-messages.presenter.js';
import type { QuickMessageListInput } from './quick-messages.schemas.js';
import { containsPattern } from '../../core/like.js';

export const QUICK_MESSAGES_PAGE_SIZE = 20;

/** GET /quick-messages: a page of 20 of the replies the user may view, by shortcode; search in shortcode and text. */
export async function listQuickMessages(ctx: ServiceContext, input: QuickMessageListInput): Promise<QuickMessagesPage> {
  const page = input.pageNumber ?? 1;
  const search = input.searchParam?.trim().toLowerCase();
  const conditions: WhereOptions[] = [visibleQuickMessagesWhere(ctx)];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push({ [Op.or]: [{ shortcode: { [Op.iLike]: pattern } }, { message: { [Op.iLike]: pattern } }] });
  }
  const { rows, count } = await QuickMessage.findAndCountAll({
    where: { companyId: ctx.companyId, [Op.and]: conditions },
    limit: QUICK_MESSAGES_PAGE_SIZE,
    offset: (page - 1) * QUICK_MESSAGES_PAGE_SIZE,
    // id breaks ties between equal shortcodes, so pages never repeat or skip a reply.
    order: [
      ['shortcode', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction: ctx.transaction,
  });
  return { records: rows.map(presentQuickMessage), hasMore: count > page * QUICK_MESSAGES_PAGE_SIZE };
}
