import type { EngineEvent } from '../../channels/whatsapp/types.js';
import type { ServiceContext } from '../../core/context.js';
import type { ReceiveResult } from './receive-message.js';
import { receiveEngineEvents } from './receive-engine-events.js';

/**
 * Applies one engine event of a connection for its company: a batch of one through the pipeline
 * (receive-engine-events.ts), so a single event follows exactly the rules of a busy batch. Events of a
 * connection that is gone (or not the company's) are dropped; every branch is idempotent.
 */
export async function receiveEngineEvent(ctx: ServiceContext, whatsappId: number, event: EngineEvent): Promise<ReceiveResult> {
  const [[result]] = await receiveEngineEvents([[{ companyId: ctx.companyId, whatsappId, event }]]);
  return result;
}
