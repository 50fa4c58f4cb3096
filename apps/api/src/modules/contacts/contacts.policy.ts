import { isSuper, type ServiceContext } from '../../core/context.js';
import { authorize, canAdminister } from '../../core/policy.js';

/** §6: deleting contacts is for admins (contacts-page:deleteContact). Everyone else may view, add, edit and import. */
export function authorizeContactDelete(ctx: ServiceContext): void {
  authorize(canAdminister(ctx));
}

/** The spec's companyId parameter picks another company only for the super user; anyone else gets their own. */
export function contactsCompanyContext(ctx: ServiceContext, companyId: number | undefined): ServiceContext {
  if (companyId === undefined || !isSuper(ctx)) return ctx;
  return { ...ctx, companyId };
}
