import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { Company } from '../../models/index.js';
import { subscriptionActive } from '../auth/session-state.js';
import { assertPlanFlag } from '../plans/assert-plan-flag.js';

/**
 * What a connection token may do depends on its company as it is now (§10 Security): the plan must have
 * `useExternalApi` (403 ERR_NO_PERMISSION) and the subscription must be active (403 ERR_SUBSCRIPTION_EXPIRED
 * with `dueDate`, as at sign-in). Read fresh on every request: an edited plan or a lapsed due date applies at once.
 */
export async function assertApiAccess(ctx: ServiceContext): Promise<void> {
  await assertPlanFlag(ctx, 'useExternalApi');
  const company = await Company.findOne({ where: { id: ctx.companyId }, attributes: ['id', 'status', 'dueDate'] });
  if (!company || !subscriptionActive({ super: false, companyActive: company.status, dueDate: company.dueDate })) {
    throw new AppError('ERR_SUBSCRIPTION_EXPIRED', 403, "The company's subscription is not active", { dueDate: company?.dueDate ?? null });
  }
}
