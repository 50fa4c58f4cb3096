import type { PlanFlag } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { authorize } from '../../core/policy.js';
import { Company, Plan } from '../../models/index.js';

/**
 * 403 ERR_NO_PERMISSION unless the plan of the context's company has the feature on (§10 Security: plan flags
 * are enforced by the API, not only hidden in the menu). Read fresh: a plan edited by the super user
 * applies at once, not when the access token is renewed. Super users get no exception: the flag is the
 * company's, as in the web's menu.
 */
export async function assertPlanFlag(ctx: ServiceContext, flag: PlanFlag): Promise<void> {
  const company = await Company.findOne({
    where: { id: ctx.companyId },
    attributes: ['id', 'planId'],
    include: [{ model: Plan, attributes: ['id', flag] }],
    transaction: ctx.transaction,
  });
  authorize(company?.plan?.[flag] === true);
}
