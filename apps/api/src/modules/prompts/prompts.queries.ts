import { Op } from 'sequelize';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { publish } from '../../core/events.js';
import { findOrFail } from '../../core/tenancy.js';
import { Prompt, Queue } from '../../models/index.js';
import { publishQueue } from '../queues/queues.queries.js';
import { presentPrompt } from './prompts.presenter.js';

/** A company's prompt with its queue; another company's is 404. */
export const loadPrompt = (ctx: ServiceContext, id: number) =>
  findOrFail(Prompt, ctx, id, 'ERR_NOT_FOUND', { include: [{ model: Queue, attributes: ['id', 'name', 'color'] }] });

/** The prompt's queue must be the company's (400 naming queueId, 'Informe o setor' for the screen). */
export async function assertPromptQueue(ctx: ServiceContext, queueId: number): Promise<void> {
  if (!(await Queue.count({ where: { id: queueId, companyId: ctx.companyId }, transaction: ctx.transaction }))) {
    throw new AppError('ERR_VALIDATION', 400, 'queueId: Informe o setor', { field: 'queueId' });
  }
}

/**
 * Attaches the prompt to its queue (the queue's promptId, which the assistant reads), detaching it from any
 * other queue that still named it; the queues changed are published.
 */
export async function attachPromptToQueue(ctx: ServiceContext, prompt: Prompt): Promise<void> {
  const changed = await Queue.findAll({
    where: {
      companyId: ctx.companyId,
      [Op.or]: [
        { promptId: prompt.id, id: { [Op.ne]: prompt.queueId ?? 0 } },
        { id: prompt.queueId ?? 0, promptId: { [Op.or]: [{ [Op.ne]: prompt.id }, null] } },
      ],
    },
    transaction: ctx.transaction,
  });
  for (const queue of changed) {
    await queue.update({ promptId: queue.id === prompt.queueId ? prompt.id : null }, { transaction: ctx.transaction });
    publishQueue(ctx, 'update', queue);
  }
}

/** `company-{id}-prompt` create or update, after the commit. */
export async function publishPrompt(ctx: ServiceContext, action: 'create' | 'update', id: number): Promise<ReturnType<typeof presentPrompt>> {
  const dto = presentPrompt(await loadPrompt(ctx, id));
  publish(ctx, { entity: 'prompt', payload: { action, prompt: dto } });
  return dto;
}
