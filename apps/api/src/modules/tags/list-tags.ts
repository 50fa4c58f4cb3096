import { Op, type WhereOptions } from 'sequelize';
import type { TagsPage } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { Tag } from '../../models/index.js';
import { presentTag } from './tags.presenter.js';
import { ticketsCountAttribute } from './tags.queries.js';
import type { TagListInput } from './tags.schemas.js';
import { containsPattern } from '../../core/like.js';

export const TAGS_PAGE_SIZE = 20;

/** GET /tags: a page of 20 of the company's tags by name, each with its tickets count; search in the name. */
export async function listTags(ctx: ServiceContext, input: TagListInput): Promise<TagsPage> {
  const page = input.pageNumber ?? 1;
  const search = input.searchParam?.trim();
  const where: WhereOptions = { companyId: ctx.companyId, ...(search && { name: { [Op.iLike]: containsPattern(search) } }) };
  const [count, rows] = await Promise.all([
    Tag.count({ where, transaction: ctx.transaction }),
    Tag.findAll({
      where,
      attributes: { include: [[...ticketsCountAttribute()]] },
      limit: TAGS_PAGE_SIZE,
      offset: (page - 1) * TAGS_PAGE_SIZE,
      // id breaks ties between names differing only in case, so pages never repeat or skip a tag.
      order: [
        ['name', 'ASC'],
        ['id', 'ASC'],
      ],
      transaction: ctx.transaction,
    }),
  ]);
  const tags = rows.map((tag) => presentTag(tag, Number(tag.get('ticketsCount'))));
  return { tags, hasMore: count > page * TAGS_PAGE_SIZE };
}
