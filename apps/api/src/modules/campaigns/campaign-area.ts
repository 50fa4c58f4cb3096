import type { NextFunction, Request, Response } from 'express';
import * as yup from 'yup';
import { isAdmin } from '../../core/context.js';
import { authorize } from '../../core/policy.js';
import { assertPlanFlag } from '../plans/assert-plan-flag.js';

/**
 * The campaign area (campaigns, contact lists, campaign settings) is the admin menu group's and needs the plan's
 * useCampaigns (§2, §6): 403 ERR_NO_PERMISSION otherwise, before any input is read.
 */
export async function requireCampaignArea(req: Request, _res: Response, next: NextFunction): Promise<void> {
  authorize(isAdmin(req.ctx));
  await assertPlanFlag(req.ctx, 'useCampaigns');
  next();
}

/** searchParam and pageNumber of the area's lists (§7). */
export const pageQuery = {
  searchParam: yup.string().max(200).optional(),
  pageNumber: yup.number().typeError('must be a number').integer().min(1).max(100_000).optional(),
};

/** limit/offset of a page and whether more follow. */
export function pageOf(pageNumber: number | undefined, size: number) {
  const page = pageNumber ?? 1;
  return { limit: size, offset: (page - 1) * size, hasMore: (count: number) => count > page * size };
}
