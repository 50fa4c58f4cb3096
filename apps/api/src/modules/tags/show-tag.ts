import type { TagDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { findOrFail } from '../../core/tenancy.js';
import { Tag } from '../../models/index.js';
import { presentTag } from './tags.presenter.js';
import { countTagTickets } from './tags.queries.js';

/** GET /tags/:id: one of the company's tags with its tickets count (404 for another company's). */
export async function showTag(ctx: ServiceContext, id: number): Promise<TagDTO> {
  const tag = await findOrFail(Tag, ctx, id);
  return presentTag(tag, await countTagTickets(ctx, tag.id));
}
