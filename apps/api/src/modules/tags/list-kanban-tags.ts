import type { TagOptionDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { Tag } from '../../models/index.js';
import { presentTagOption } from './tags.presenter.js';

/**
 * GET /tags/kanban: the company's kanban lanes, in lane order. Lanes keep the order they were created in
 * (id), so renaming a lane never moves it across the board.
 */
export async function listKanbanTags(ctx: ServiceContext): Promise<TagOptionDTO[]> {
  const tags = await Tag.findAll({ where: { companyId: ctx.companyId, kanban: 1 }, order: [['id', 'ASC']], transaction: ctx.transaction });
  return tags.map(presentTagOption);
}
