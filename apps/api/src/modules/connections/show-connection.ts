import type { ServiceContext } from '../../core/context.js';
import { canSeeConnectionToken } from './connections.policy.js';
import { presentWhatsapp, type ConnectionDTO } from './connections.presenter.js';
import { loadConnection } from './connections.queries.js';

/** One connection of the company (any signed-in user; the token for admins only). */
export async function showConnection(ctx: ServiceContext, id: number): Promise<ConnectionDTO> {
  return presentWhatsapp(await loadConnection(ctx, id), { withToken: canSeeConnectionToken(ctx) });
}
