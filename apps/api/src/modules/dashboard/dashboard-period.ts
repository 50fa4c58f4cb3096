import { DASHBOARD_MAX_RANGE_DAYS, DefaultSettings } from '@zapdesk/shared';
import { addDays, now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { queryRows, type PreparedStatement } from '../../core/sql.js';
import { localDate, usableTimeZone } from '../../core/time-zone.js';

/** A dashboard period: whole local days `from`–`to` (inclusive) in the company's time zone. */
export interface DashboardPeriod {
  from: string;
  to: string;
  timezone: string;
}

/**
 * The zone each company's dashboard was last computed in (a process's memory, one short string per company): the
 * next request's guess (the default zone before the first).
 */
const lastZone = new Map<number, string>();

/**
 * Runs a dashboard statement (dashboard.sql.ts) in the company's zone in one round trip: with the zone last seen,
 * checked against the setting the statement read in its own snapshot; run again in the company's zone when it changed
 * since. As when the setting was read before the statement, a change while it runs is seen by the next request.
 */
export async function inCompanyZone<R extends { timezoneSetting: string | null }>(ctx: ServiceContext, run: (timezone: string) => Promise<R>): Promise<R> {
  const guess = lastZone.get(ctx.companyId) ?? DefaultSettings.timezone;
  const answer = await run(guess);
  const zone = usableTimeZone(answer.timezoneSetting);
  lastZone.set(ctx.companyId, zone);
  return zone === guess ? answer : run(zone);
}

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** A date range as sent: `from` not after `to`, at most DASHBOARD_MAX_RANGE_DAYS days (each day costs the query work). */
export function checkedRange(from: string, to: string, fields: [string, string], timezone: string): DashboardPeriod {
  if (from > to) throw new AppError('ERR_VALIDATION', 400, `${fields[1]}: must not be before ${fields[0]}`, { field: fields[1] });
  if (daysBetween(from, to) + 1 > DASHBOARD_MAX_RANGE_DAYS) {
    throw new AppError('ERR_VALIDATION', 400, `${fields[1]}: the range spans at most ${DASHBOARD_MAX_RANGE_DAYS} days`, { field: fields[1] });
  }
  return { from, to, timezone };
}

/**
 * The period of GET /dashboard: `days` whole days ending today (today included), or the date range, or the
 * month so far (§9 Dashboard's default), all on the company's wall clock.
 */
export function dashboardPeriod(input: { days?: number; date_from?: string; date_to?: string }, timezone: string): DashboardPeriod {
  const today = localDate(now(), timezone);
  if (input.days !== undefined) return { from: addDays(today, 1 - input.days), to: today, timezone };
  if (input.date_from && input.date_to) return checkedRange(input.date_from, input.date_to, ['date_from', 'date_to'], timezone);
  return { from: `${today.slice(0, 8)}01`, to: today, timezone };
}

/**
 * A chart's points (GET /dashboard/ticketsUsers, /ticketsDay): the statement `statementFor` picks for the checked
 * range, run in the company's zone (inCompanyZone).
 */
export async function chartData<P>(
  ctx: ServiceContext,
  input: { initialDate: string; finalDate: string },
  statementFor: (period: DashboardPeriod) => PreparedStatement,
): Promise<P[]> {
  const { data } = await inCompanyZone(ctx, async (timezone) => {
    const period = checkedRange(input.initialDate, input.finalDate, ['initialDate', 'finalDate'], timezone);
    const [row] = await queryRows<{ data: P[]; timezoneSetting: string | null }>(ctx, statementFor(period), [
      ctx.companyId,
      period.from,
      period.to,
      period.timezone,
    ]);
    return row;
  });
  return data;
}
