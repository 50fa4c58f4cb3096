import type { TicketDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { TicketTag } from '../../models/index.js';
import { changeTicketTags, companyTagsById } from './tags.queries.js';

/** PUT /ticket-tags/:ticketId/:tagId: adds one tag to the ticket (already there: nothing changes). */
export async function addTicketTag(ctx: ServiceContext, ticketId: number, tagId: number): Promise<TicketDTO> {
  return inTransaction(ctx, (tx) =>
    changeTicketTags(tx, ticketId, async (ticket) => {
      await companyTagsById(tx, [tagId]);
      await TicketTag.findOrCreate({ where: { ticketId: ticket.id, tagId }, transaction: tx.transaction });
    }),
  );
}
