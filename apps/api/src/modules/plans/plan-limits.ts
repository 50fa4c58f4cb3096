import type { ServiceContext } from '../../core/context.js';
import { planLimitReached } from '../../core/errors.js';
import { type Company, Plan } from '../../models/index.js';
import { lockCompany } from '../companies/lock-company.js';

/** The plan columns that cap how many of something a company may have (spec §3 Plan). */
export type PlanLimit = 'users' | 'connections' | 'queues' | 'schedules' | 'campaigns';

/**
 * Locks the company row, then counts what the company already has: 403 ERR_PLAN_LIMIT_REACHED when the plan
 * allows no more. The lock serialises concurrent creations (two requests cannot both take the last place), so
 * call it inside the transaction that creates the row. A company that does not exist is 404, not a limit.
 */
export async function assertWithinPlanLimit(tx: ServiceContext, limit: PlanLimit, countExisting: () => Promise<number>): Promise<Company> {
  const company = await lockCompany(tx);
  const plan = await Plan.findByPk(company.planId, { transaction: tx.transaction });
  if (!plan || (await countExisting()) >= plan[limit]) throw planLimitReached(limit);
  return company;
}
