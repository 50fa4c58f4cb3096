import { Op, type WhereOptions } from 'sequelize';
import type { TicketDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { Setting, Ticket } from '../../models/index.js';
import { filterWhere, visibilityWhere, zonedDayRange } from './tickets.filters.js';
import { ticketIncludes } from './tickets.includes.js';
import { presentTicket } from './tickets.presenter.js';
import { loadViewer } from './tickets.queries.js';
import type { TicketListInput } from './tickets.schemas.js';

/** Decisions: pages of 40, newest activity first. */
export const TICKETS_PAGE_SIZE = 40;

async function companyTimeZone(ctx: ServiceContext): Promise<string> {
  const setting = await Setting.findOne({ where: { companyId: ctx.companyId, key: 'timezone' }, transaction: ctx.transaction });
  return setting?.value || 'America/Sao_Paulo';
}

/**
 * GET /tickets: one page of the tickets the user may see, filtered as the tickets screen asks.
 * The page's ids are chosen first on the bare ticket rows, then only those
 * 40 are loaded with their associations: the many-to-many tags never multiply the rows being counted.
 */
export async function listTickets(ctx: ServiceContext, input: TicketListInput): Promise<{ tickets: TicketDTO[]; count: number; hasMore: boolean }> {
  const viewer = await loadViewer(ctx);
  const page = input.pageNumber ?? 1;
  const timeZone = input.date || input.updatedAt ? await companyTimeZone(ctx) : 'UTC';
  const filters = filterWhere(input, (date) => zonedDayRange(date, timeZone));
  const visibility = visibilityWhere(viewer, input.showAll === 'true');
  const conditions = visibility ? [visibility, ...filters.where] : filters.where;
  const where: WhereOptions = { companyId: ctx.companyId, ...(conditions.length && { [Op.and]: conditions }) };

  const { rows, count } = await Ticket.findAndCountAll({
    where,
    attributes: ['id'],
    replacements: { ...filters.replacements, companyId: ctx.companyId },
    // id breaks ties between equal updatedAt, so pages never repeat or skip a ticket.
    order: [
      ['updatedAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: TICKETS_PAGE_SIZE,
    offset: (page - 1) * TICKETS_PAGE_SIZE,
    transaction: ctx.transaction,
  });
  const ids = rows.map((row) => row.id);
  const loaded = ids.length
    ? await Ticket.findAll({ where: { companyId: ctx.companyId, id: { [Op.in]: ids } }, include: ticketIncludes, transaction: ctx.transaction })
    : [];
  const byId = new Map(loaded.map((ticket) => [ticket.id, ticket]));
  const tickets = ids.flatMap((id) => {
    const ticket = byId.get(id);
    return ticket ? [presentTicket(ticket)] : [];
  });
  return { tickets, count, hasMore: count > page * TICKETS_PAGE_SIZE };
}
