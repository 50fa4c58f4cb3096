import type { ScheduleEntry, WeekdayEn } from '@zapdesk/shared';
import { wallTime } from '../../core/time-zone.js';

// Business hours (§3 Company schedule entry; queues keep theirs in the same shape), read in the company's
// time zone (§10 Platform: business hours are evaluated in that zone).

/** The weekday and the seconds since midnight of an instant, on the wall clock of a time zone. */
export function wallClock(at: Date, timeZone: string): { weekday: WeekdayEn; seconds: number } {
  const { weekday, hour, minute, second } = wallTime(at, timeZone);
  return { weekday, seconds: hour * 3600 + minute * 60 + second };
}

/** 'HH:mm' as seconds since midnight, or null when it is not a time. */
function secondsOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60;
}

/**
 * Whether the schedule is open at an instant: from the start time up to (not including) the end time.
 * An empty schedule sets no hours (always open); a weekday without an entry, or with equal start and end
 * (the default Sunday 00:00-00:00), is closed; an end before the start (22:00-06:00)
 * opens that weekday's early hours and its night.
 */
export function isOpenAt(schedules: readonly ScheduleEntry[], at: Date, timeZone: string): boolean {
  if (schedules.length === 0) return true;
  const { weekday, seconds } = wallClock(at, timeZone);
  const entry = schedules.find((s) => s.weekdayEn === weekday);
  if (!entry) return false;
  const start = secondsOf(entry.startTime);
  const end = secondsOf(entry.endTime);
  if (start === null || end === null || start === end) return false;
  if (start < end) return seconds >= start && seconds < end;
  return seconds >= start || seconds < end;
}
