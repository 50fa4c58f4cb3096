import type { ServiceContext } from '../../core/context.js';
import { Whatsapp } from '../../models/index.js';
import { canSeeConnectionToken } from './connections.policy.js';
import { presentWhatsapp, type ConnectionDTO } from './connections.presenter.js';
import { connectionIncludes } from './connections.queries.js';

/** Every connection of the company, oldest first, with its QR code (the Connections screen). */
export async function listConnections(ctx: ServiceContext): Promise<ConnectionDTO[]> {
  const connections = await Whatsapp.findAll({
    where: { companyId: ctx.companyId },
    include: connectionIncludes,
    order: [['id', 'ASC']],
    transaction: ctx.transaction,
  });
  const withToken = canSeeConnectionToken(ctx);
  return connections.map((connection) => presentWhatsapp(connection, { withToken }));
}
