import type { ServiceContext } from '../../core/context.js';
import { authorize, canAdminister } from '../../core/policy.js';

/** §6: adding, editing, deleting connections and their session actions are for admins (and the super user). */
export function authorizeConnectionWrite(ctx: ServiceContext): void {
  authorize(canAdminister(ctx));
}

/** The external-API token is a credential: only admins and the super user read it. */
export const canSeeConnectionToken = (ctx: ServiceContext) => canAdminister(ctx);
