import type { ServiceContext } from './context.js';
import { forbidden } from './errors.js';

/** Throws 403 ERR_NO_PERMISSION unless the rule holds. Policies call this after the tenant check. */
export function authorize(allowed: boolean): void {
  if (!allowed) throw forbidden();
}

/** The actor is an admin of its company or the platform super user. */
export const canAdminister = (ctx: ServiceContext) => ctx.actor.kind === 'system' || ctx.actor.profile === 'admin' || ctx.actor.isSuper;
