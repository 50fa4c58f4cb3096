import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { inTransaction } from '../../core/transaction.js';
import { Queue } from '../../models/index.js';
import { publishQueue } from '../queues/queues.queries.js';
import { loadPrompt } from './prompts.queries.js';

/**
 * DELETE /prompt/:id: the foreign keys detach it from queues, connections and tickets (a ticket talking to it
 * goes on without it: the next message waits for an attendant); the queues that named it are published.
 */
export async function deletePrompt(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const prompt = await loadPrompt(tx, id);
    const queues = await Queue.findAll({ where: { companyId: ctx.companyId, promptId: prompt.id }, transaction: tx.transaction });
    await prompt.destroy({ transaction: tx.transaction });
    for (const queue of queues) publishQueue(tx, 'update', queue.set({ promptId: null }));
    publish(tx, { entity: 'prompt', payload: { action: 'delete', promptId: id } });
  });
}
