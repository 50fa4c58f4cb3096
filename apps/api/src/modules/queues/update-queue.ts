import type { QueueDTO } from '@zapdesk/shared';
import { assertAssistantReferences } from '../assistants/assistant-references.js';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import type { Queue } from '../../models/index.js';
import { lockCompany } from '../companies/lock-company.js';
import { authorizeQueueWrite } from './queues.policy.js';
import { presentQueue } from './queues.presenter.js';
import type { QueueUpdateInput } from './queues.schemas.js';
import { assertNameAndColorFree, loadQueue, publishQueue, rethrowQueueConflict } from './queues.queries.js';

const EDITABLE = [
  'name',
  'color',
  'greetingMessage',
  'completionMessage',
  'outOfHoursMessage',
  'ratingMessage',
  'orderQueue',
  'integrationId',
  'promptId',
  'schedules',
] as const;

/** PUT /queue/:id (admins): what the body leaves out stays as it is. */
export async function updateQueue(ctx: ServiceContext, id: number, input: QueueUpdateInput): Promise<QueueDTO> {
  return inTransaction(ctx, async (tx) => {
    await lockCompany(tx);
    const queue = await loadQueue(tx, id);
    authorizeQueueWrite(tx);
    const changes: Partial<Queue> = {};
    for (const field of EDITABLE) {
      if (input[field] !== undefined) Object.assign(changes, { [field]: input[field] });
    }
    await assertNameAndColorFree(tx, { name: changes.name, color: changes.color }, queue.id);
    await assertAssistantReferences(tx, input);
    await queue.update(changes, { transaction: tx.transaction });
    publishQueue(tx, 'update', queue);
    return presentQueue(queue);
  }).catch(rethrowQueueConflict);
}
