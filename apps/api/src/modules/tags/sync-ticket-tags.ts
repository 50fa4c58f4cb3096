import type { TicketDTO } from '@zapdesk/shared';
import { actorUserId, type ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { changeTicketTags, companyTagsById, companyTagsByName } from './tags.queries.js';
import type { TagSyncInput } from './tags.schemas.js';

/** POST /tags/sync: the ticket's tags become exactly the list given; names that are new become company tags. */
export async function syncTicketTags(ctx: ServiceContext, input: TagSyncInput): Promise<TicketDTO> {
  const ids = input.tags.flatMap((tag) => (tag.id ? [tag.id] : []));
  const names = input.tags.flatMap((tag) => (!tag.id && tag.name ? [tag.name] : []));
  return inTransaction(ctx, (tx) =>
    changeTicketTags(tx, input.ticketId, async (ticket) => {
      const byId = await companyTagsById(tx, ids);
      const byName = await companyTagsByName(tx, names, actorUserId(ctx));
      const tagIds = [...new Set([...byId, ...byName].map((tag) => tag.id))];
      await ticket.$set('tags', tagIds, { transaction: tx.transaction });
    }),
  );
}
