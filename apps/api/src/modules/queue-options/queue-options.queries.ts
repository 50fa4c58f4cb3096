import { Op, UniqueConstraintError } from 'sequelize';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { findOrFail } from '../../core/tenancy.js';
import { Queue, QueueOption } from '../../models/index.js';

/**
 * The company's queue the tree belongs to; another company's (or none) is 404. `lock` serialises the
 * writes of one tree, so two options cannot take the same number under one parent.
 */
export const loadTreeQueue = (ctx: ServiceContext, queueId: number, lock = false) => findOrFail(Queue, ctx, queueId, 'ERR_NOT_FOUND', { lock });

/** An option of the company; another company's (or none) is 404. */
export const loadOption = (ctx: ServiceContext, id: number) => findOrFail(QueueOption, ctx, id, 'ERR_NOT_FOUND');

/** Every option of a queue (the trees are small menus: they are built in memory). */
export const loadQueueOptions = (ctx: ServiceContext, queueId: number) =>
  QueueOption.findAll({ where: { companyId: ctx.companyId, queueId }, transaction: ctx.transaction });

/** The parent of a new option: 404 when the company has no such option, 400 when it sits in another queue. */
export async function assertParentInQueue(ctx: ServiceContext, parentId: number | null, queueId: number): Promise<void> {
  if (parentId === null) return;
  const parent = await loadOption(ctx, parentId);
  if (parent.queueId !== queueId) {
    throw new AppError('ERR_VALIDATION', 400, 'parentId: the parent belongs to another queue', { field: 'parentId' });
  }
}

const siblings = (ctx: ServiceContext, queueId: number, parentId: number | null) => ({ companyId: ctx.companyId, queueId, parentId });

const optionTaken = () => new AppError('ERR_VALIDATION', 400, 'option: another option here already has this number', { field: 'option' });

/** Siblings need distinct numbers: the customer's reply must name one option. */
export async function assertOptionFree(
  ctx: ServiceContext,
  place: { queueId: number; parentId: number | null; option: number },
  exceptId?: number,
): Promise<void> {
  const where = { ...siblings(ctx, place.queueId, place.parentId), option: place.option, ...(exceptId && { id: { [Op.ne]: exceptId } }) };
  if (await QueueOption.count({ where, transaction: ctx.transaction })) throw optionTaken();
}

/** The number after the siblings' highest, so a new option lands at the end of its menu. */
export async function nextOption(ctx: ServiceContext, queueId: number, parentId: number | null): Promise<number> {
  const highest = await QueueOption.max<number | null, QueueOption>('option', { where: siblings(ctx, queueId, parentId), transaction: ctx.transaction });
  return (highest ?? 0) + 1;
}

/** The unique index stops a number that raced past the check: the same 400, never a 500. */
export function rethrowOptionConflict(error: unknown): never {
  if (error instanceof UniqueConstraintError) throw optionTaken();
  throw error;
}
