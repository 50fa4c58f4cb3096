import type { TicketsPerUserDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { chartData } from './dashboard-period.js';
import type { DashboardChartQuery } from './dashboard.schemas.js';
import { TICKETS_PER_USER } from './dashboard.sql.js';

/** GET /dashboard/ticketsUsers: the 'tickets per user' chart; `count` is every attended cycle of the range. */
export async function countTicketsPerUser(ctx: ServiceContext, input: DashboardChartQuery): Promise<TicketsPerUserDTO> {
  const data = await chartData<TicketsPerUserDTO['data'][number]>(ctx, input, () => TICKETS_PER_USER);
  return { data, count: data.reduce((sum, row) => sum + row.quantidade, 0) };
}
