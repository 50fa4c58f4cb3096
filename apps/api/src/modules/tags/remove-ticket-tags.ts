import { Op } from 'sequelize';
import type { TicketDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { Tag, TicketTag } from '../../models/index.js';
import { changeTicketTags } from './tags.queries.js';

/**
 * DELETE /ticket-tags/:ticketId: the ticket leaves its kanban lane (loses its kanban tags), so the board
 * shows it in 'Em aberto'. Its other tags ('VIP', 'Atacado' …) stay: dragging a card must not erase the
 * labels attendants gave the conversation.
 */
export async function removeTicketTags(ctx: ServiceContext, ticketId: number): Promise<TicketDTO> {
  return inTransaction(ctx, (tx) =>
    changeTicketTags(tx, ticketId, async (ticket) => {
      const lanes = await Tag.findAll({ where: { companyId: ctx.companyId, kanban: 1 }, attributes: ['id'], transaction: tx.transaction });
      if (!lanes.length) return;
      await TicketTag.destroy({
        where: { ticketId: ticket.id, tagId: { [Op.in]: lanes.map((lane) => lane.id) } },
        transaction: tx.transaction,
      });
    }),
  );
}
