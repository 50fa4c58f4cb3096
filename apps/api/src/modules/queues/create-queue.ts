import { defaultSchedules, type QueueDTO } from '@zapdesk/shared';
import { assertAssistantReferences } from '../assistants/assistant-references.js';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { Queue } from '../../models/index.js';
import { assertWithinPlanLimit } from '../plans/plan-limits.js';
import { authorizeQueueWrite } from './queues.policy.js';
import { presentQueue } from './queues.presenter.js';
import type { QueueCreateInput } from './queues.schemas.js';
import { assertNameAndColorFree, publishQueue, rethrowQueueConflict } from './queues.queries.js';

/** POST /queue: a queue within the plan's queue limit; without schedules it takes the default hours (§9). */
export async function createQueue(ctx: ServiceContext, input: QueueCreateInput): Promise<QueueDTO> {
  authorizeQueueWrite(ctx);
  return inTransaction(ctx, async (tx) => {
    await assertWithinPlanLimit(tx, 'queues', () => Queue.count({ where: { companyId: tx.companyId }, transaction: tx.transaction }));
    await assertNameAndColorFree(tx, input);
    await assertAssistantReferences(tx, input);
    const queue = await Queue.create({ ...input, schedules: input.schedules ?? defaultSchedules(), companyId: tx.companyId }, { transaction: tx.transaction });
    publishQueue(tx, 'create', queue);
    return presentQueue(queue);
  }).catch(rethrowQueueConflict);
}
