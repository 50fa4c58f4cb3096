import { Op } from 'sequelize';
import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { inTransaction } from '../../core/transaction.js';
import { Ticket, TicketTag } from '../../models/index.js';
import { ticketIncludes } from '../tickets/tickets.includes.js';
import { presentTicket } from '../tickets/tickets.presenter.js';
import { publishTicketUpdate } from '../tickets/tickets.queries.js';
import { authorizeTagDelete } from './tags.policy.js';
import { lockTag } from './tags.queries.js';

/**
 * DELETE /tags/:id (admins): the tag leaves every ticket, then goes. The open and pending tickets that
 * carried it are published again, so kanban boards and ticket lists drop the tag live; closed tickets
 * show the change when next loaded.
 */
export async function deleteTag(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const tag = await lockTag(tx, id);
    authorizeTagDelete(tx);
    const links = await TicketTag.findAll({ where: { tagId: tag.id }, attributes: ['ticketId'], transaction: tx.transaction });
    const ticketIds = links.map((link) => link.ticketId);
    await TicketTag.destroy({ where: { tagId: tag.id }, transaction: tx.transaction });
    await tag.destroy({ transaction: tx.transaction });
    publish(tx, { entity: 'tag', payload: { action: 'delete', tagId: tag.id } });
    if (!ticketIds.length) return;
    const live = await Ticket.findAll({
      where: { companyId: ctx.companyId, id: { [Op.in]: ticketIds }, status: { [Op.in]: ['open', 'pending'] } },
      include: ticketIncludes,
      transaction: tx.transaction,
    });
    for (const ticket of live) publishTicketUpdate(tx, presentTicket(ticket));
  });
}
