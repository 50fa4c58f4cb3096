import dayjs from 'dayjs';

/**
 * Due dates are calendar days: only the YYYY-MM-DD part is used, so a midnight-UTC timestamp
 * never shows as the previous day in a timezone west of UTC.
 */
function calendarDay(value: string): dayjs.Dayjs {
  const datePart = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  return datePart ? dayjs(datePart) : dayjs(value);
}

/** Formats a due date as DD/MM/YYYY (DD/MM/YY where room is short); empty for a missing or unreadable value. */
export function formatDay(value: string | null | undefined, options: { shortYear?: boolean } = {}): string {
  if (!value) return '';
  const day = calendarDay(value);
  return day.isValid() ? day.format(options.shortYear ? 'DD/MM/YY' : 'DD/MM/YYYY') : '';
}

/** Formats an instant as DD/MM/YYYY HH:mm in the browser's timezone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const instant = dayjs(value);
  return instant.isValid() ? instant.format('DD/MM/YYYY HH:mm') : '';
}

/** Whole calendar days from today until the due date (negative once it has passed). */
export function daysUntil(value: string, now: Date = new Date()): number {
  return calendarDay(value).startOf('day').diff(dayjs(now).startOf('day'), 'day');
}
