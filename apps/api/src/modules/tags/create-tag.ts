import type { TagDTO } from '@zapdesk/shared';
import { actorUserId, type ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { Tag } from '../../models/index.js';
import { authorizeKanbanToggle } from './tags.policy.js';
import { presentTag } from './tags.presenter.js';
import { isTagNameTaken, publishTagSaved, rethrowTagConflict, tagNameTaken } from './tags.queries.js';
import type { TagCreateInput } from './tags.schemas.js';

/** POST /tags: a company tag; names are unique within the company (400 otherwise). */
export async function createTag(ctx: ServiceContext, input: TagCreateInput): Promise<TagDTO> {
  if (input.kanban === 1) authorizeKanbanToggle(ctx);
  return inTransaction(ctx, async (tx) => {
    if (await isTagNameTaken(tx, input.name)) throw tagNameTaken();
    const tag = await Tag.create(
      {
        name: input.name,
        ...(input.color && { color: input.color }),
        kanban: input.kanban ?? 0,
        userId: actorUserId(ctx),
        companyId: ctx.companyId,
      },
      { transaction: tx.transaction },
    );
    const dto = presentTag(tag, 0);
    publishTagSaved(tx, 'create', dto);
    return dto;
  }).catch(rethrowTagConflict);
}
