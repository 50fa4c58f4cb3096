import type { TicketsPerUserDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { queryRows } from '../../core/sql.js';
import { checkedRange, companyTimezone } from './dashboard-period.js';
import type { DashboardChartQuery } from './dashboard.schemas.js';
import { TICKETS_PER_USER } from './dashboard.sql.js';

/** GET /dashboard/ticketsUsers: the 'tickets per user' chart; `count` is every attended cycle of the range. */
export async function countTicketsPerUser(ctx: ServiceContext, input: DashboardChartQuery): Promise<TicketsPerUserDTO> {
  const period = checkedRange(input.initialDate, input.finalDate, ['initialDate', 'finalDate'], await companyTimezone(ctx));
  const data = await queryRows<TicketsPerUserDTO['data'][number]>(ctx, TICKETS_PER_USER, [ctx.companyId, period.from, period.to, period.timezone]);
  return { data, count: data.reduce((sum, row) => sum + row.quantidade, 0) };
}
