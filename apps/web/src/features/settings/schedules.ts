import { WeekdaysEn, WeekdaysPt, defaultSchedules, type ScheduleEntry, type WeekdayEn } from '@zapdesk/shared';

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface ScheduleRow {
  weekdayEn: WeekdayEn;
  startTime: string;
  endTime: string;
}

/** The company's seven weekdays in order, Monday first; a missing day takes the default hours. */
export function scheduleRows(schedules: ScheduleEntry[] | null | undefined): ScheduleRow[] {
  const defaults = defaultSchedules();
  return WeekdaysEn.map((weekdayEn) => {
    const entry = schedules?.find((s) => s.weekdayEn === weekdayEn) ?? defaults.find((s) => s.weekdayEn === weekdayEn);
    return { weekdayEn, startTime: entry?.startTime ?? '', endTime: entry?.endTime ?? '' };
  });
}

/** The PUT body: the weekday travels in Portuguese too (the contract's field). */
export function toScheduleEntries(rows: ScheduleRow[]): ScheduleEntry[] {
  return rows.map((row) => ({ weekday: WeekdaysPt[row.weekdayEn], weekdayEn: row.weekdayEn, startTime: row.startTime, endTime: row.endTime }));
}
