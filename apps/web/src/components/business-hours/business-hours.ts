import { WeekdaysEn, WeekdaysPt, defaultSchedules, type ScheduleEntry, type WeekdayEn } from '@zapdesk/shared';

/** HH:mm, 00:00 to 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface ScheduleRow {
  weekdayEn: WeekdayEn;
  startTime: string;
  endTime: string;
}

/** The seven weekdays of a company or a queue in order, Monday first; a missing day takes the default hours (§9). */
export function scheduleRows(schedules: ScheduleEntry[] | null | undefined): ScheduleRow[] {
  const defaults = defaultSchedules();
  return WeekdaysEn.map((weekdayEn) => {
    const entry = schedules?.find((s) => s.weekdayEn === weekdayEn) ?? defaults.find((s) => s.weekdayEn === weekdayEn);
    return { weekdayEn, startTime: entry?.startTime ?? '', endTime: entry?.endTime ?? '' };
  });
}

/** What the API stores: the weekday travels in Portuguese too (the contract's field). */
export function toScheduleEntries(rows: ScheduleRow[]): ScheduleEntry[] {
  return rows.map((row) => ({ weekday: WeekdaysPt[row.weekdayEn], weekdayEn: row.weekdayEn, startTime: row.startTime, endTime: row.endTime }));
}

/** True while any start or end time is not a complete HH:mm. */
export function hasInvalidTime(rows: ScheduleRow[]): boolean {
  return rows.some((row) => !TIME_PATTERN.test(row.startTime) || !TIME_PATTERN.test(row.endTime));
}
