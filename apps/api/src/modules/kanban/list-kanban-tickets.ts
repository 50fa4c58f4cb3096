import { Op, type WhereOptions } from 'sequelize';
import type { KanbanTickets } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { Ticket } from '../../models/index.js';
import { ticketIncludes } from '../tickets/tickets.includes.js';
import type { TicketViewer } from '../tickets/tickets.policy.js';
import { presentTicket } from '../tickets/tickets.presenter.js';
import { loadViewer } from '../tickets/tickets.queries.js';
import type { KanbanTicketsInput } from './kanban.schemas.js';

/** The board shows at most this many cards, the most recently active first (hasMore says when it cut). */
export const KANBAN_TICKETS_LIMIT = 500;

/**
 * The queues whose tickets the board may show (§6: non-admins, only their own queues; ids of other queues
 * are dropped, not refused, so a board opened before a queue was taken away still loads). null means every
 * ticket of the company: an admin who names no queue.
 */
function visibleQueueIds(viewer: TicketViewer, asked: number[] | undefined): number[] | null {
  if (viewer.isAdmin) return asked?.length ? asked : null;
  if (!asked) return [...viewer.queueIds];
  return asked.filter((queueId) => viewer.queueIds.includes(queueId));
}

/** GET /ticket/kanban: the open and pending tickets of the queues asked for, with contact, last message and tags. */
export async function listKanbanTickets(ctx: ServiceContext, input: KanbanTicketsInput): Promise<KanbanTickets> {
  const viewer = await loadViewer(ctx);
  const queueIds = visibleQueueIds(viewer, input.queueIds);
  if (queueIds !== null && queueIds.length === 0) return { tickets: [], hasMore: false };
  const where: WhereOptions = {
    companyId: ctx.companyId,
    status: { [Op.in]: ['open', 'pending'] },
    ...(queueIds && { queueId: { [Op.in]: queueIds } }),
  };
  // Ids first on the bare rows, then the page with its associations: the many-to-many tags never
  // multiply the rows the limit counts.
  const rows = await Ticket.findAll({
    where,
    attributes: ['id'],
    // The tickets list's order (the last message's time), so opening a card does not move it.
    order: [
      ['lastMessageAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: KANBAN_TICKETS_LIMIT + 1,
    transaction: ctx.transaction,
  });
  const ids = rows.slice(0, KANBAN_TICKETS_LIMIT).map((row) => row.id);
  const loaded = ids.length
    ? await Ticket.findAll({ where: { companyId: ctx.companyId, id: { [Op.in]: ids } }, include: ticketIncludes, transaction: ctx.transaction })
    : [];
  const byId = new Map(loaded.map((ticket) => [ticket.id, ticket]));
  const tickets = ids.flatMap((id) => {
    const ticket = byId.get(id);
    return ticket ? [presentTicket(ticket)] : [];
  });
  return { tickets, hasMore: rows.length > KANBAN_TICKETS_LIMIT };
}
