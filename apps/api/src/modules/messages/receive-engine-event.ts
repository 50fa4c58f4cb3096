import type { EngineEvent } from '../../channels/whatsapp/types.js';
import type { ServiceContext } from '../../core/context.js';
import { Whatsapp } from '../../models/index.js';
import { syncAddressBook } from '../contacts/sync-address-book.js';
import { applyMessageChange } from './apply-message-change.js';
import { receiveCall } from './receive-call.js';
import { receiveMessage, settled, type ReceiveResult } from './receive-message.js';

/**
 * The conversations pipeline: applies one engine event of a connection for its company (a system
 * context). Every branch is idempotent, so a retried or re-delivered job changes nothing twice. Events
 * of a connection that is gone (or not the company's) are dropped.
 */
export async function receiveEngineEvent(ctx: ServiceContext, whatsappId: number, event: EngineEvent): Promise<ReceiveResult> {
  const connection = await Whatsapp.findOne({ where: { id: whatsappId, companyId: ctx.companyId }, attributes: ['id'] });
  if (!connection) return settled('ignored');
  switch (event.type) {
    case 'message':
      return receiveMessage(ctx, whatsappId, event.message);
    case 'ack':
    case 'edit':
    case 'revoke':
    case 'reaction':
      return applyMessageChange(ctx, whatsappId, event);
    case 'contacts':
      return settled((await syncAddressBook(ctx, whatsappId, event.contacts)) > 0 ? 'updated' : 'ignored');
    case 'call':
      return receiveCall(ctx, whatsappId, event);
    case 'status':
      // Applied by the whatsapp process the moment it happens; never queued.
      return settled('ignored');
  }
}
