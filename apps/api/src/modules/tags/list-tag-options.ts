import type { TagOptionDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { Tag } from '../../models/index.js';
import { presentTagOption } from './tags.presenter.js';

/** GET /tags/list: every tag of the company, by name (the ticket's tag picker and the search filter). */
export async function listTagOptions(ctx: ServiceContext): Promise<TagOptionDTO[]> {
  const tags = await Tag.findAll({
    where: { companyId: ctx.companyId },
    order: [
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction: ctx.transaction,
  });
  return tags.map(presentTagOption);
}
