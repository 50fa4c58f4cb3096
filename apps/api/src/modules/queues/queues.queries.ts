import { Op, UniqueConstraintError } from 'sequelize';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { publish } from '../../core/events.js';
import { findOrFail } from '../../core/tenancy.js';
import { Queue } from '../../models/index.js';
import { presentQueue } from './queues.presenter.js';

/** A queue of the context's company; another company's (or none) is 404. */
export const loadQueue = (ctx: ServiceContext, id: number, options: { lock?: boolean } = {}) =>
  findOrFail(Queue, ctx, id, 'ERR_NOT_FOUND', { lock: options.lock });

const nameTaken = () => new AppError('ERR_VALIDATION', 400, 'name: a queue with this name already exists', { field: 'name' });
const colorTaken = () => new AppError('ERR_QUEUE_COLOR_ALREADY_EXISTS', 400, 'color: another queue already uses this colour', { field: 'color' });

const others = (ctx: ServiceContext, exceptId: number | undefined) => ({
  companyId: ctx.companyId,
  ...(exceptId && { id: { [Op.ne]: exceptId } }),
});

/** Names and colours are unique within a company (§5, §8 ERR_QUEUE_COLOR_ALREADY_EXISTS). */
export async function assertNameAndColorFree(ctx: ServiceContext, input: { name?: string; color?: string }, exceptId?: number): Promise<void> {
  if (input.name !== undefined && (await Queue.count({ where: { ...others(ctx, exceptId), name: input.name }, transaction: ctx.transaction }))) {
    throw nameTaken();
  }
  if (input.color !== undefined && (await Queue.count({ where: { ...others(ctx, exceptId), color: input.color }, transaction: ctx.transaction }))) {
    throw colorTaken();
  }
}

/** The unique indexes stop a write that raced past the checks: the same 400 as the checks, never a 500. */
export function rethrowQueueConflict(error: unknown): never {
  if (error instanceof UniqueConstraintError) {
    const fields = Object.keys(error.fields ?? {});
    if (fields.includes('color')) throw colorTaken();
    if (fields.includes('name')) throw nameTaken();
  }
  throw error;
}

/** `company-{id}-queue` create or update, after the commit. */
export function publishQueue(ctx: ServiceContext, action: 'create' | 'update', queue: Queue): void {
  publish(ctx, { entity: 'queue', payload: { action, queue: presentQueue(queue) } });
}
