import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { messageVariableSettings } from '../messages/message-variables.js';

const invalid = (message: string) => new AppError('ERR_VALIDATION', 400, `scheduledAt: ${message}`, { field: 'scheduledAt' });

/** The offset of a zone from UTC at an instant, in ms (Intl: no time-zone library needed for this). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a campaign's scheduledAt names: an ISO instant with its zone as it is; the dialog's
 * 'YYYY-MM-DD HH:mm:ss' (§5) as a wall-clock time of the company's time zone (two passes settle DST edges).
 */
export async function scheduledInstant(ctx: ServiceContext, text: string): Promise<Date> {
  const [, date, time, zone] = /^(\d{4}-\d{2}-\d{2})[ T]([\d:.]+)(Z|[+-]\d{2}:?\d{2})?$/.exec(text) ?? [];
  const wall = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  if (!date || Number.isNaN(wall.getTime()) || wall.toISOString().slice(0, 10) !== date) throw invalid('not a valid date');
  if (zone) return new Date(`${date}T${time}${zone}`);
  const { timeZone } = await messageVariableSettings(ctx);
  const first = wall.getTime() - offsetAt(wall.getTime(), timeZone);
  return new Date(wall.getTime() - offsetAt(first, timeZone));
}
