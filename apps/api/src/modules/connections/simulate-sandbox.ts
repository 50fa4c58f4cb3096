import type { ServiceContext } from '../../core/context.js';
import { whatsappGateway, type SandboxAction } from '../../core/whatsapp-gateway.js';
import { findSandboxConnection } from './sandbox.queries.js';

/** Plays the simulated phone's side (scan, a customer message, acks, edits ...) in the whatsapp process. */
export async function simulateSandbox(ctx: ServiceContext, whatsappId: number, action: SandboxAction, body: object): Promise<unknown> {
  const connection = await findSandboxConnection(ctx, whatsappId);
  return whatsappGateway().sandbox(ctx.companyId, connection.id, action, body);
}
