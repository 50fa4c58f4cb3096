import type { ServiceContext } from '../../core/context.js';
import { authorize, canAdminister } from '../../core/policy.js';

/** §6: every user of the company reads its queues; only admins (and the super user) add, edit or delete them. */
export function authorizeQueueWrite(ctx: ServiceContext): void {
  authorize(canAdminister(ctx));
}
