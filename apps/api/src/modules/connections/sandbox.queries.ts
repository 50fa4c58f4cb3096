import { env } from '../../config/env.js';
import type { ServiceContext } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { findOrFail } from '../../core/tenancy.js';
import { Whatsapp } from '../../models/index.js';
import { authorizeConnectionWrite } from './connections.policy.js';

/**
 * The sandbox routes exist only while the sandbox is on and only for sandbox connections (a real
 * connection has no simulated phone: 404); they play the phone's side, which is an admin's job.
 */
export async function findSandboxConnection(ctx: ServiceContext, id: number): Promise<Whatsapp> {
  if (!env.WHATSAPP_SANDBOX) throw notFound();
  const connection = await findOrFail(Whatsapp, ctx, id, 'ERR_NO_WAPP_FOUND');
  if (connection.provider !== 'sandbox') throw notFound('ERR_NO_WAPP_FOUND');
  authorizeConnectionWrite(ctx);
  return connection;
}
