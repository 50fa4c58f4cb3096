import type { DashboardAttendant, DashboardDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { queryRows } from '../../core/sql.js';
import { dashboardPeriod, inCompanyZone, type DashboardPeriod } from './dashboard-period.js';
import type { DashboardQuery } from './dashboard.schemas.js';
import { DASHBOARD_SUMMARY } from './dashboard.sql.js';

/** The period's cycles of one attendant (null: nobody took them), one rating and one finished state (dashboard.sql.ts). */
interface CycleGroup {
  userId: number | null;
  rating: number | null;
  unfinished: boolean;
  cycles: number;
  supported: number;
  supportMinutes: number;
  waited: number;
  waitMinutes: number;
}

interface SummaryRow {
  groups: CycleGroup[];
  leads: number;
  users: { id: number; name: string; online: boolean }[];
  /** The company's `timezone` setting as stored when the statement ran (null: no row, the default). */
  timezoneSetting: string | null;
}

/** What the screen shows of a set of groups: sums, from which the averages come. */
class Tally {
  cycles = 0;
  unfinished = 0;
  supported = 0;
  supportMinutes = 0;
  waited = 0;
  waitMinutes = 0;
  rated = 0;
  ratingSum = 0;
  byScore = { 1: 0, 2: 0, 3: 0 };

  add(group: CycleGroup): void {
    this.cycles += group.cycles;
    if (group.unfinished) this.unfinished += group.cycles;
    this.supported += group.supported;
    this.supportMinutes += group.supportMinutes;
    this.waited += group.waited;
    this.waitMinutes += group.waitMinutes;
    if (group.rating === 1 || group.rating === 2 || group.rating === 3) {
      this.rated += group.cycles;
      this.ratingSum += group.rating * group.cycles;
      this.byScore[group.rating] += group.cycles;
    }
  }
}

/** An average with two decimals; null over nothing. */
const average = (sum: number, count: number) => (count ? Math.round((sum / count) * 100) / 100 : null);

/** GET /dashboard (docs/contract.md §7 Dashboard): the team's figures over the period, from one statement. */
export async function showDashboard(ctx: ServiceContext, input: DashboardQuery): Promise<DashboardDTO> {
  const { period, row } = await inCompanyZone(ctx, async (timezone) => {
    const period = dashboardPeriod(input, timezone);
    const [row] = await queryRows<SummaryRow>(ctx, DASHBOARD_SUMMARY, [ctx.companyId, period.from, period.to, period.timezone]);
    return { period, row, timezoneSetting: row.timezoneSetting };
  });
  return summarize(period, row);
}

/** The counters and the attendants table from the statement's groups (dashboard.sql.ts). */
function summarize(period: DashboardPeriod, row: SummaryRow): DashboardDTO {
  const all = new Tally();
  const untaken = new Tally();
  const byUser = new Map<number, Tally>();
  for (const group of row.groups) {
    all.add(group);
    if (group.userId === null) {
      untaken.add(group);
      continue;
    }
    const tally = byUser.get(group.userId) ?? new Tally();
    byUser.set(group.userId, tally);
    tally.add(group);
  }
  const attendants = row.users.map((user): DashboardAttendant => {
    const tally = byUser.get(user.id) ?? new Tally();
    return {
      ...user,
      tickets: tally.cycles,
      rating: average(tally.ratingSum, tally.rated),
      avgSupportTime: average(tally.supportMinutes, tally.supported),
      avgWaitTime: average(tally.waitMinutes, tally.waited),
    };
  });
  return {
    period,
    counters: {
      supportHappening: all.unfinished - untaken.unfinished,
      supportPending: untaken.unfinished,
      supportFinished: all.cycles - all.unfinished,
      leads: row.leads,
      avgSupportTime: average(all.supportMinutes, all.supported),
      avgWaitTime: average(all.waitMinutes, all.waited),
      ratings: {
        count: all.rated,
        average: average(all.ratingSum, all.rated),
        byScore: all.byScore,
      },
    },
    attendants,
  };
}
