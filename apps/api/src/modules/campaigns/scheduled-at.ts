import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { instantOfWallTime } from '../../core/time-zone.js';
import { companyTimeZone } from '../settings/company-settings.js';

const invalid = (message: string) => new AppError('ERR_VALIDATION', 400, `scheduledAt: ${message}`, { field: 'scheduledAt' });

/**
 * The instant a campaign's scheduledAt names: an ISO instant with its zone as it is; the dialog's
 * 'YYYY-MM-DD HH:mm:ss' (§5) as a wall-clock time of the company's time zone.
 */
export async function scheduledInstant(ctx: ServiceContext, text: string): Promise<Date> {
  const [, date, time, zone] = /^(\d{4}-\d{2}-\d{2})[ T]([\d:.]+)(Z|[+-]\d{2}:?\d{2})?$/.exec(text) ?? [];
  const wall = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  if (!date || Number.isNaN(wall.getTime()) || wall.toISOString().slice(0, 10) !== date) throw invalid('not a valid date');
  if (zone) return new Date(`${date}T${time}${zone}`);
  return instantOfWallTime(wall.getTime(), await companyTimeZone(ctx));
}
