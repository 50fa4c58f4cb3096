import type { ServiceContext } from '../../core/context.js';
import { findOrFail } from '../../core/tenancy.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { Whatsapp } from '../../models/index.js';
import { authorizeConnectionWrite } from './connections.policy.js';

/** §4 session actions: retry (tryAgain) with the stored pairing, a fresh QR code, or unlinking the phone. */
export type SessionAction = 'retry' | 'newQr' | 'disconnect';

/**
 * Asks the whatsapp process to act on a connection's session (admins). The outcome arrives as
 * status changes (`company-{id}-whatsappSession`); an unreachable process is 503 ERR_WAPP_NOT_INITIALIZED.
 */
export async function runSessionAction(ctx: ServiceContext, id: number, action: SessionAction): Promise<void> {
  const connection = await findOrFail(Whatsapp, ctx, id, 'ERR_NO_WAPP_FOUND');
  authorizeConnectionWrite(ctx);
  const gateway = whatsappGateway();
  if (action === 'retry') await gateway.startSession(ctx.companyId, connection.id);
  else if (action === 'newQr') await gateway.requestNewQr(ctx.companyId, connection.id);
  else await gateway.disconnect(ctx.companyId, connection.id);
}
