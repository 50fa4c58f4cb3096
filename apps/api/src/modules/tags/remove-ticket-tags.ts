import type { TicketDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { changeTicketTags } from './tags.queries.js';

/** DELETE /ticket-tags/:ticketId: the ticket loses all its tags (the kanban moves it back to 'Em aberto'). */
export async function removeTicketTags(ctx: ServiceContext, ticketId: number): Promise<TicketDTO> {
  return inTransaction(ctx, (tx) =>
    changeTicketTags(tx, ticketId, async (ticket) => {
      await ticket.$set('tags', [], { transaction: tx.transaction });
    }),
  );
}
