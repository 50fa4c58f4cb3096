import type { TicketDTO } from '@zapdesk/shared';
import { actorUserId, type ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import type { Tag } from '../../models/index.js';
import { presentTag } from './tags.presenter.js';
import { changeTicketTags, companyTagsById, companyTagsByName, countTagTickets, publishTagSaved } from './tags.queries.js';
import type { TagSyncInput } from './tags.schemas.js';

/** POST /tags/sync: the ticket's tags become exactly the list given; names that are new become company tags. */
export async function syncTicketTags(ctx: ServiceContext, input: TagSyncInput): Promise<TicketDTO> {
  const ids = input.tags.flatMap((tag) => (tag.id ? [tag.id] : []));
  const names = input.tags.flatMap((tag) => (!tag.id && tag.name ? [tag.name] : []));
  return inTransaction(ctx, async (tx) => {
    let created: Tag[] = [];
    const ticket = await changeTicketTags(tx, input.ticketId, async (row) => {
      const byId = await companyTagsById(tx, ids);
      const byName = await companyTagsByName(tx, names, actorUserId(ctx));
      created = byName.created;
      const tagIds = [...new Set([...byId, ...byName.tags].map((tag) => tag.id))];
      await row.$set('tags', tagIds, { transaction: tx.transaction });
    });
    // The tags screen lists a tag typed in a ticket as soon as it exists.
    for (const tag of created) publishTagSaved(tx, 'create', presentTag(tag, await countTagTickets(tx, tag.id)));
    return ticket;
  });
}
