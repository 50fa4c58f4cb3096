import type { TagDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { authorizeKanbanToggle } from './tags.policy.js';
import { presentTag } from './tags.presenter.js';
import { countTagTickets, isTagNameTaken, lockTag, publishTagSaved, rethrowTagConflict, tagNameTaken } from './tags.queries.js';
import type { TagUpdateInput } from './tags.schemas.js';

/**
 * PUT /tags/:id: renames, recolours or turns the kanban lane on or off. Anyone may edit a tag; only admins
 * and supervisors may change `kanban` (§6) — sending the value it already has is not a change, so the
 * modal's whole form saves for everyone.
 */
export async function updateTag(ctx: ServiceContext, id: number, input: TagUpdateInput): Promise<TagDTO> {
  return inTransaction(ctx, async (tx) => {
    const tag = await lockTag(tx, id);
    if (input.kanban !== undefined && input.kanban !== tag.kanban) authorizeKanbanToggle(tx);
    if (input.name !== undefined && input.name !== tag.name && (await isTagNameTaken(tx, input.name, tag.id))) throw tagNameTaken();
    await tag.update(
      {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.color !== undefined && { color: input.color }),
        ...(input.kanban !== undefined && { kanban: input.kanban }),
      },
      { transaction: tx.transaction },
    );
    const dto = presentTag(tag, await countTagTickets(tx, tag.id));
    publishTagSaved(tx, 'update', dto);
    return dto;
  }).catch(rethrowTagConflict);
}
