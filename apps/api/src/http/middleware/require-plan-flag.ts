import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PlanFlag } from '@zapdesk/shared';
import { assertPlanFlag } from '../../modules/plans/assert-plan-flag.js';

/**
 * Lets the request through only when the company's plan has the feature on (403 ERR_NO_PERMISSION
 * otherwise). Mount it after requireAuth, on the routes of a plan-dependent feature (kanban, schedules …).
 */
export function requirePlanFlag(flag: PlanFlag): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    await assertPlanFlag(req.ctx, flag);
    next();
  };
}
