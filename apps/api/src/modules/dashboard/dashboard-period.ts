import { DASHBOARD_MAX_RANGE_DAYS, DefaultSettings } from '@zapdesk/shared';
import { addDays, now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { readSetting, timeZoneOf } from '../settings/company-settings.js';
import { isValidTimezone } from '../settings/update-setting.js';

/** A dashboard period: whole local days `from`–`to` (inclusive) in the company's time zone. */
export interface DashboardPeriod {
  from: string;
  to: string;
  timezone: string;
}

/** The company's `timezone` setting (docs/contract.md §10 Platform); the default when unknown, so Postgres never meets a bad zone. */
export async function companyTimezone(ctx: ServiceContext): Promise<string> {
  const zone = timeZoneOf((await readSetting(ctx, 'timezone')).trim());
  return isValidTimezone(zone) ? zone : DefaultSettings.timezone;
}

/** Today's date (yyyy-MM-dd) on the company's wall clock. */
export function localToday(timezone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now());
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
  const today = localToday(timezone);
  if (input.days !== undefined) return { from: addDays(today, 1 - input.days), to: today, timezone };
  if (input.date_from && input.date_to) return checkedRange(input.date_from, input.date_to, ['date_from', 'date_to'], timezone);
  return { from: `${today.slice(0, 8)}01`, to: today, timezone };
}
