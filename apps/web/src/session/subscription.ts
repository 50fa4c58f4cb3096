import { DUE_DATE_WARNING_DAYS } from '@zapdesk/shared';
import { daysUntil } from '../lib/dates';

/** Days left when the login should warn about the due date, else null (spec §2, §5). */
export function dueSoonDays(dueDate: string | null | undefined, now: Date = new Date()): number | null {
  if (!dueDate) return null;
  const days = daysUntil(dueDate, now);
  return days >= 0 && days < DUE_DATE_WARNING_DAYS ? days : null;
}
