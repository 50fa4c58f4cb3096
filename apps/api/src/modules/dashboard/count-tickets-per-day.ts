import type { TicketsPerDayDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { queryRows } from '../../core/sql.js';
import { checkedRange, companyTimezone } from './dashboard-period.js';
import type { DashboardChartQuery } from './dashboard.schemas.js';
import { TICKETS_PER_DAY, TICKETS_PER_HOUR } from './dashboard.sql.js';

/**
 * GET /dashboard/ticketsDay: the 'tickets per day' chart, per local hour when the range is one day (§2
 * Dashboard); every slot of the range is present, empty ones with 0.
 */
export async function countTicketsPerDay(ctx: ServiceContext, input: DashboardChartQuery): Promise<TicketsPerDayDTO> {
  const period = checkedRange(input.initialDate, input.finalDate, ['initialDate', 'finalDate'], await companyTimezone(ctx));
  const statement = period.from === period.to ? TICKETS_PER_HOUR : TICKETS_PER_DAY;
  const data = await queryRows<TicketsPerDayDTO['data'][number]>(ctx, statement, [ctx.companyId, period.from, period.to, period.timezone]);
  return { data, count: data.reduce((sum, slot) => sum + slot.total, 0) };
}
