import type { ServiceContext } from '../../core/context.js';
import { authorize, canAdminister } from '../../core/policy.js';

/** The option trees are edited in the queue modal, which only admins (and the super user) open. */
export function authorizeQueueOptions(ctx: ServiceContext): void {
  authorize(canAdminister(ctx));
}
