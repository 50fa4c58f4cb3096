import type { TicketsPerDayDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { chartData } from './dashboard-period.js';
import type { DashboardChartQuery } from './dashboard.schemas.js';
import { TICKETS_PER_DAY, TICKETS_PER_HOUR } from './dashboard.sql.js';

/**
 * GET /dashboard/ticketsDay: the 'tickets per day' chart, per local hour when the range is one day (§2
 * Dashboard); every slot of the range is present, empty ones with 0.
 */
export async function countTicketsPerDay(ctx: ServiceContext, input: DashboardChartQuery): Promise<TicketsPerDayDTO> {
  const data = await chartData<TicketsPerDayDTO['data'][number]>(ctx, input, (period) => (period.from === period.to ? TICKETS_PER_HOUR : TICKETS_PER_DAY));
  return { data, count: data.reduce((sum, slot) => sum + slot.total, 0) };
}
