import type { ServiceContext } from '../../core/context.js';
import { authorize, canAdminister } from '../../core/policy.js';

/** §6 Tag kanban toggle: admin or supervisor. */
export function authorizeKanbanToggle(ctx: ServiceContext): void {
  authorize(canAdminister(ctx) || (ctx.actor.kind === 'user' && ctx.actor.profile === 'supervisor'));
}

/** Deleting a tag takes it off every ticket of the company: admins only. */
export function authorizeTagDelete(ctx: ServiceContext): void {
  authorize(canAdminister(ctx));
}
