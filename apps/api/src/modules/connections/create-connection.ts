import { env } from '../../config/env.js';
import { assertAssistantReferences } from '../assistants/assistant-references.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { logger } from '../../core/logger.js';
import { inTransaction } from '../../core/transaction.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { Whatsapp } from '../../models/index.js';
import { assertWithinPlanLimit } from '../plans/plan-limits.js';
import { authorizeConnectionWrite } from './connections.policy.js';
import { presentWhatsapp, type ConnectionDTO } from './connections.presenter.js';
import type { ConnectionCreateInput } from './connections.schemas.js';
import {
  assertCompanyQueues,
  assertGreeting,
  assertNameFree,
  assertTokenFree,
  connectionIncludes,
  generateToken,
  loadConnection,
  publishUpdate,
  rethrowConnectionConflict,
  unsetDefault,
} from './connections.queries.js';

/** The sandbox provider exists only while WHATSAPP_SANDBOX is on (off in production). */
function assertProviderEnabled(provider: string): void {
  if (provider === 'sandbox' && !env.WHATSAPP_SANDBOX) {
    throw new AppError('ERR_VALIDATION', 400, 'provider: the sandbox is disabled', { field: 'provider' });
  }
}

/**
 * Creates a connection within the plan's connection limit, then asks the whatsapp process to start
 * its session. The first connection of a company becomes its default.
 */
export async function createConnection(ctx: ServiceContext, input: ConnectionCreateInput): Promise<ConnectionDTO> {
  authorizeConnectionWrite(ctx);
  assertProviderEnabled(input.provider);
  const created = await inTransaction(ctx, async (tx) => {
    await assertWithinPlanLimit(tx, 'connections', () => Whatsapp.count({ where: { companyId: tx.companyId }, transaction: tx.transaction }));
    await assertNameFree(tx, input.name);
    if (input.token) await assertTokenFree(tx, input.token);
    await assertCompanyQueues(tx, input.queueIds, 'queueIds');
    if (input.transferQueueId !== null) await assertCompanyQueues(tx, [input.transferQueueId], 'transferQueueId');
    await assertAssistantReferences(tx, input);
    assertGreeting(new Set(input.queueIds).size, input.greetingMessage);

    const hasDefault = await Whatsapp.count({ where: { companyId: tx.companyId, isDefault: true }, transaction: tx.transaction });
    const isDefault = input.isDefault || hasDefault === 0;
    if (isDefault && hasDefault) await unsetDefault(tx);
    const { queueIds, token, ...fields } = input;
    const connection = await Whatsapp.create(
      { ...fields, token: token || generateToken(), isDefault, status: 'DISCONNECTED', companyId: tx.companyId },
      { transaction: tx.transaction },
    );
    await connection.$set('queues', [...new Set(queueIds)], { transaction: tx.transaction });
    const saved = await loadConnection(tx, connection.id);
    publishUpdate(tx, saved);
    return saved;
  }).catch(rethrowConnectionConflict);

  await startSessionQuietly(ctx, created.id);
  // The session reports its first statuses while it starts: answer with what it has said so far.
  const current = await Whatsapp.findOne({ where: { id: created.id, companyId: ctx.companyId }, include: connectionIncludes });
  return presentWhatsapp(current ?? created, { withToken: true });
}

/** How long the creation waits for the session's first statuses before answering (the rest arrives by socket). */
const START_WAIT_MS = 5_000;

/**
 * The connection is saved whatever the whatsapp process answers: while it is unreachable the
 * connection stays DISCONNECTED and the admin retries from the Connections screen. A slow start
 * (the Baileys engine may first ask WhatsApp for its web version) goes on after the answer.
 */
async function startSessionQuietly(ctx: ServiceContext, whatsappId: number): Promise<void> {
  const started = whatsappGateway()
    .startSession(ctx.companyId, whatsappId)
    .catch((error: unknown) => logger.warn({ err: error, whatsappId }, 'the new connection could not start its session'));
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, START_WAIT_MS).unref();
  });
  await Promise.race([started, waited]);
  clearTimeout(timer);
}
