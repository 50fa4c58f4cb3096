import { defaultSchedules, type QueueDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { planLimitReached } from '../../core/errors.js';
import { inTransaction } from '../../core/transaction.js';
import { Plan, Queue } from '../../models/index.js';
import { authorizeQueueWrite } from './queues.policy.js';
import { presentQueue } from './queues.presenter.js';
import type { QueueCreateInput } from './queues.schemas.js';
import { assertNameAndColorFree, assertNoUnknownReferences, lockCompany, publishQueue, rethrowQueueConflict } from './queues.queries.js';

/** POST /queue: a queue within the plan's queue limit; without schedules it takes the default hours (§9). */
export async function createQueue(ctx: ServiceContext, input: QueueCreateInput): Promise<QueueDTO> {
  authorizeQueueWrite(ctx);
  return inTransaction(ctx, async (tx) => {
    const company = await lockCompany(tx);
    const plan = await Plan.findByPk(company.planId, { transaction: tx.transaction });
    const count = await Queue.count({ where: { companyId: tx.companyId }, transaction: tx.transaction });
    if (!plan || count >= plan.queues) throw planLimitReached('queues');
    await assertNameAndColorFree(tx, input);
    assertNoUnknownReferences(input);
    const queue = await Queue.create(
      { ...input, schedules: input.schedules ?? defaultSchedules(), companyId: tx.companyId },
      { transaction: tx.transaction },
    );
    publishQueue(tx, 'create', queue);
    return presentQueue(queue);
  }).catch(rethrowQueueConflict);
}
