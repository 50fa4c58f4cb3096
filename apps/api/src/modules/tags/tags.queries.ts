import { Op, UniqueConstraintError } from 'sequelize';
import type { TicketDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { Tag, type Ticket } from '../../models/index.js';
import { authorizeTicketAccess } from '../tickets/tickets.policy.js';
import { loadTicketDto, loadViewer, lockTicket, publishTicketUpdate } from '../tickets/tickets.queries.js';

export const tagNameTaken = () => new AppError('ERR_VALIDATION', 400, 'name: a tag with this name already exists', { field: 'name' });

/** Two people creating the same tag at once: the unique index stops the second, which reads as the same 400. */
export function rethrowTagConflict(error: unknown): never {
  if (error instanceof UniqueConstraintError) throw tagNameTaken();
  throw error;
}

/** The company's tags with these ids; 404 when any of them is not the company's. */
export async function companyTagsById(ctx: ServiceContext, ids: number[]): Promise<Tag[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const tags = await Tag.findAll({ where: { companyId: ctx.companyId, id: { [Op.in]: unique } }, transaction: ctx.transaction });
  if (tags.length !== unique.length) throw new AppError('ERR_NOT_FOUND', 404, 'Tag not found');
  return tags;
}

/** The company's tags with these names, creating the missing ones (insert-or-ignore: safe against a racing create). */
export async function companyTagsByName(ctx: ServiceContext, names: string[], userId: number | null): Promise<Tag[]> {
  const unique = [...new Set(names)];
  if (!unique.length) return [];
  await Tag.bulkCreate(
    unique.map((name) => ({ name, userId, companyId: ctx.companyId })),
    { ignoreDuplicates: true, transaction: ctx.transaction },
  );
  return Tag.findAll({ where: { companyId: ctx.companyId, name: { [Op.in]: unique } }, transaction: ctx.transaction });
}

/**
 * Runs a change of a ticket's tags under the ticket's row lock, checked like opening the ticket, then
 * publishes the ticket (lists and the kanban show its tags) after the commit.
 */
export async function changeTicketTags(
  ctx: ServiceContext,
  ticketId: number,
  change: (ticket: Ticket) => Promise<void>,
): Promise<TicketDTO> {
  const viewer = await loadViewer(ctx);
  const ticket = await lockTicket(ctx, ticketId);
  authorizeTicketAccess(viewer, ticket);
  await change(ticket);
  const dto = await loadTicketDto(ctx, ticket.id);
  publishTicketUpdate(ctx, dto);
  return dto;
}
