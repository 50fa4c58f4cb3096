import type { ServiceContext } from '../../core/context.js';
import { assertAssistantReferences } from '../assistants/assistant-references.js';
import { AppError } from '../../core/errors.js';
import { inTransaction } from '../../core/transaction.js';
import type { Whatsapp } from '../../models/index.js';
import { lockCompany } from '../companies/lock-company.js';
import { authorizeConnectionWrite } from './connections.policy.js';
import { presentWhatsapp, type ConnectionDTO } from './connections.presenter.js';
import type { ConnectionUpdateInput } from './connections.schemas.js';
import {
  assertCompanyQueues,
  assertGreeting,
  assertNameFree,
  assertTokenFree,
  loadConnection,
  publishUpdate,
  rethrowConnectionConflict,
  unsetDefault,
} from './connections.queries.js';

const EDITABLE = [
  'name',
  'greetingMessage',
  'complationMessage',
  'outOfHoursMessage',
  'ratingMessage',
  'expiresInactiveMessage',
  'expiresTicket',
  'timeToTransfer',
  'transferQueueId',
  'promptId',
  'integrationId',
  'timeUseBotQueues',
  'maxUseBotQueues',
] as const;

/**
 * Updates a connection (admins). Making it the default takes the flag from the previous default in the
 * same transaction; the default cannot simply be unset (another connection must be made default instead).
 */
export async function updateConnection(ctx: ServiceContext, id: number, input: ConnectionUpdateInput): Promise<ConnectionDTO> {
  return inTransaction(ctx, async (tx) => {
    await lockCompany(tx);
    const connection = await loadConnection(tx, id);
    authorizeConnectionWrite(tx);
    await checkChanges(tx, connection, input);

    if (input.isDefault === true && !connection.isDefault) await unsetDefault(tx, connection.id);
    const changes: Partial<Whatsapp> = {};
    for (const field of EDITABLE) {
      if (input[field] !== undefined) Object.assign(changes, { [field]: input[field] });
    }
    if (input.isDefault !== undefined) changes.isDefault = input.isDefault;
    // An empty token keeps the current one, so a form that never loaded it cannot rotate it by accident.
    if (input.token) changes.token = input.token;
    await connection.update(changes, { transaction: tx.transaction });
    if (input.queueIds) await connection.$set('queues', [...new Set(input.queueIds)], { transaction: tx.transaction });

    const saved = await loadConnection(tx, id);
    publishUpdate(tx, saved);
    return presentWhatsapp(saved, { withToken: true });
  }).catch(rethrowConnectionConflict);
}

async function checkChanges(ctx: ServiceContext, connection: Whatsapp, input: ConnectionUpdateInput): Promise<void> {
  // A session runs on the provider it was created with; a different one is a new connection.
  if (input.provider !== undefined && input.provider !== connection.provider) {
    throw new AppError('ERR_VALIDATION', 400, 'provider: cannot be changed', { field: 'provider' });
  }
  if (input.isDefault === false && connection.isDefault) {
    throw new AppError('ERR_NO_OTHER_WHATSAPP', 400, 'At least one default connection is needed: make another one the default');
  }
  if (input.name !== undefined && input.name !== connection.name) await assertNameFree(ctx, input.name, connection.id);
  if (input.token && input.token !== connection.token) await assertTokenFree(ctx, input.token, connection.id);
  if (input.queueIds) await assertCompanyQueues(ctx, input.queueIds, 'queueIds');
  const transferQueueId = input.transferQueueId;
  if (transferQueueId !== undefined && transferQueueId !== null && transferQueueId !== connection.transferQueueId) {
    await assertCompanyQueues(ctx, [transferQueueId], 'transferQueueId');
  }
  await assertAssistantReferences(ctx, input);
  const queueCount = input.queueIds ? new Set(input.queueIds).size : (connection.queues ?? []).length;
  assertGreeting(queueCount, input.greetingMessage ?? connection.greetingMessage);
}
