import { DefaultSettings, type WeekdayEn } from '@zapdesk/shared';
import { addDays } from './clock.js';

// A company's wall clock (§10 Platform: business hours, message variables, date filters, campaign times and
// dashboard days are read in the company's time zone). Intl reads the runtime's tz database, the one Postgres
// uses too, so no time-zone library is needed.

export const DEFAULT_TIME_ZONE = DefaultSettings.timezone;

/** An instant's fields on a zone's wall clock. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: WeekdayEn;
}

// Building a formatter is most of the cost of reading a wall clock (~0.2 ms): one per zone for the process.
// Only zones the runtime knows are kept (a few hundred at most), so names users send cannot grow the map.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat | null {
  const known = formats.get(zone);
  if (known) return known;
  try {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      weekday: 'long',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
    return format;
  } catch {
    return null;
  }
}

/** A zone name the runtime (and so Postgres, on the same tz database) knows. */
export const isKnownTimeZone = (zone: string): boolean => formatOf(zone) !== null;

/**
 * A `timezone` setting as it is used: trimmed, the default when missing, empty or unknown (a zone removed from the
 * tz database, a row written by hand) — a customer's message or a bot turn must not stop on it.
 */
export function usableTimeZone(value: string | null | undefined): string {
  const zone = value?.trim();
  return zone && isKnownTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The wall-clock fields of an instant in a zone (the default zone's when the runtime does not know it). */
export function wallTime(at: Date, zone: string): WallTime {
  const format = formatOf(zone) ?? (formatOf(DEFAULT_TIME_ZONE) as Intl.DateTimeFormat);
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '0';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    second: Number(part('second')),
    weekday: part('weekday').toLowerCase() as WeekdayEn,
  };
}

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(at: Date, zone: string): number {
  const wall = wallTime(at, zone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a zone's wall clock shows a time, given as that time read as UTC (`Date.UTC(...)` or an ISO text
 * ending in Z). The offset is taken twice: the second time at the first guess, which settles DST changes.
 */
export function instantOfWallTime(wallAsUtc: number, zone: string): Date {
  const first = wallAsUtc - zoneOffsetMs(new Date(wallAsUtc), zone);
  return new Date(wallAsUtc - zoneOffsetMs(new Date(first), zone));
}

/** [start, end) of a calendar day (YYYY-MM-DD) in a zone: the day an attendant means. */
export function zonedDayRange(date: string, zone: string): [Date, Date] {
  const midnight = (day: string) => instantOfWallTime(Date.parse(`${day}T00:00:00Z`), zone);
  return [midnight(date), midnight(addDays(date, 1))];
}

/** A number in at least `width` digits, zeros first (dates and times as people write them). */
export const zeroPadded = (value: number, width = 2): string => String(value).padStart(width, '0');

/** The date (YYYY-MM-DD) a zone's calendar shows at an instant. */
export function localDate(at: Date, zone: string): string {
  const { year, month, day } = wallTime(at, zone);
  return `${zeroPadded(year, 4)}-${zeroPadded(month)}-${zeroPadded(day)}`;
}
