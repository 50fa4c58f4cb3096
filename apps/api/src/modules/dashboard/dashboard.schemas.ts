import * as yup from 'yup';
import { DASHBOARD_MAX_DAYS, DASHBOARD_MIN_DAYS } from '@zapdesk/shared';
import { ignored, isoDay } from '../../http/input-rules.js';

/**
 * GET /dashboard (docs/contract.md §7 Dashboard): a period of `days` (3 to 90) ending today, or the range
 * `date_from`–`date_to`; neither means the month so far (§9's default). Both at once are refused.
 */
export const dashboardQuerySchema = yup
  .object({
    days: yup.number().integer().min(DASHBOARD_MIN_DAYS).max(DASHBOARD_MAX_DAYS).optional(),
    date_from: isoDay().optional(),
    date_to: isoDay().optional(),
  })
  .test('one-filter', 'send either days or date_from and date_to', function (value) {
    const dates = [value.date_from, value.date_to].filter(Boolean).length;
    if (value.days !== undefined && dates > 0)
      return this.createError({
        path: 'days',
        message: 'send either days or date_from and date_to',
      });
    if (dates === 1)
      return this.createError({
        path: value.date_from ? 'date_to' : 'date_from',
        message: 'date_from and date_to go together',
      });
    return true;
  });

/**
 * GET /dashboard/ticketsUsers and /dashboard/ticketsDay: `initialDate`–`finalDate` (yyyy-MM-dd). The contract's
 * `companyId` is accepted and not read: the company is always the token's (§10 Security).
 */
export const dashboardChartQuerySchema = yup.object({
  initialDate: isoDay().required(),
  finalDate: isoDay().required(),
  companyId: ignored(),
});

export type DashboardQuery = yup.InferType<typeof dashboardQuerySchema>;
export type DashboardChartQuery = yup.InferType<typeof dashboardChartQuerySchema>;
