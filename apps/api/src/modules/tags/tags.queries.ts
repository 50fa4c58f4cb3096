import { Op, UniqueConstraintError, literal, type WhereOptions } from 'sequelize';
import type { TagDTO, TicketDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { publish } from '../../core/events.js';
import { findOrFail } from '../../core/tenancy.js';
import { Tag, TicketTag, type Ticket } from '../../models/index.js';
import { authorizeTicketAccess } from '../tickets/tickets.policy.js';
import { loadTicketDto, loadViewer, lockTicket, publishTicketUpdate } from '../tickets/tickets.queries.js';

export const tagNameTaken = () => new AppError('ERR_VALIDATION', 400, 'name: a tag with this name already exists', { field: 'name' });

/** Two people creating the same tag at once: the unique index stops the second, which reads as the same 400. */
export function rethrowTagConflict(error: unknown): never {
  if (error instanceof UniqueConstraintError) throw tagNameTaken();
  throw error;
}

/** Whether another tag of the company already has this name (`exceptId`: the tag being renamed). */
export async function isTagNameTaken(ctx: ServiceContext, name: string, exceptId?: number): Promise<boolean> {
  const where: WhereOptions = { companyId: ctx.companyId, name, ...(exceptId && { id: { [Op.ne]: exceptId } }) };
  return (await Tag.count({ where, transaction: ctx.transaction })) > 0;
}

/** The company's tag, row-locked until the transaction ends; 404 for a missing or another company's tag. */
export function lockTag(ctx: ServiceContext, id: number): Promise<Tag> {
  return findOrFail(Tag, ctx, id, 'ERR_NOT_FOUND', { lock: ctx.transaction?.LOCK.UPDATE });
}

/** How many tickets carry the tag (ticket_tags only links a company's tags to the same company's tickets). */
export function countTagTickets(ctx: ServiceContext, tagId: number): Promise<number> {
  return TicketTag.count({ where: { tagId }, transaction: ctx.transaction });
}

/** The `ticketsCount` column of a tags query, counted in the same statement (no query per row). */
export const ticketsCountAttribute = () => [literal('(SELECT COUNT(*)::int FROM ticket_tags AS tt WHERE tt."tagId" = "Tag"."id")'), 'ticketsCount'] as const;

/** company-{id}-tag after the commit: every user of the company sees the company's tags. */
export function publishTagSaved(ctx: ServiceContext, action: 'create' | 'update', tag: TagDTO): void {
  publish(ctx, { entity: 'tag', payload: { action, tag } });
}

/** The company's tags with these ids; 404 when any of them is not the company's. */
export async function companyTagsById(ctx: ServiceContext, ids: number[]): Promise<Tag[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const tags = await Tag.findAll({ where: { companyId: ctx.companyId, id: { [Op.in]: unique } }, transaction: ctx.transaction });
  if (tags.length !== unique.length) throw new AppError('ERR_NOT_FOUND', 404, 'Tag not found');
  return tags;
}

/**
 * The company's tags with these names, creating the missing ones (insert-or-ignore: safe against a racing
 * create); `created` are the ones that did not exist before.
 */
export async function companyTagsByName(ctx: ServiceContext, names: string[], userId: number | null): Promise<{ tags: Tag[]; created: Tag[] }> {
  const unique = [...new Set(names)];
  if (!unique.length) return { tags: [], created: [] };
  const byName = { companyId: ctx.companyId, name: { [Op.in]: unique } };
  const known = new Set((await Tag.findAll({ where: byName, attributes: ['name'], transaction: ctx.transaction })).map((tag) => tag.name));
  await Tag.bulkCreate(
    unique.filter((name) => !known.has(name)).map((name) => ({ name, userId, companyId: ctx.companyId })),
    { ignoreDuplicates: true, transaction: ctx.transaction },
  );
  const tags = await Tag.findAll({ where: byName, transaction: ctx.transaction });
  return { tags, created: tags.filter((tag) => !known.has(tag.name)) };
}

/**
 * Runs a change of a ticket's tags under the ticket's row lock, checked like opening the ticket, then
 * publishes the ticket (lists and the kanban show its tags) after the commit.
 */
export async function changeTicketTags(ctx: ServiceContext, ticketId: number, change: (ticket: Ticket) => Promise<void>): Promise<TicketDTO> {
  const viewer = await loadViewer(ctx);
  const ticket = await lockTicket(ctx, ticketId);
  authorizeTicketAccess(viewer, ticket);
  await change(ticket);
  const dto = await loadTicketDto(ctx, ticket.id);
  publishTicketUpdate(ctx, dto);
  return dto;
}
