import dayjs from 'dayjs';
import { RecurrenceMonths, type Recurrence } from '@zapdesk/shared';
import { daysUntil } from '../../lib/dates';

/** How a company row is tinted by the days left until its due date (spec §4). */
export type DueDateTone = 'yellow' | 'orange' | 'red';

/** Exactly 5 days left: yellow; from 3 days late to 4 days left: orange; exactly 4 days late: red. */
export function dueDateTone(dueDate: string | null | undefined, now: Date = new Date()): DueDateTone | null {
  if (!dueDate || !dayjs(dueDate.slice(0, 10)).isValid()) return null;
  const days = daysUntil(dueDate, now);
  if (days === 5) return 'yellow';
  if (days >= -3 && days <= 4) return 'orange';
  if (days === -4) return 'red';
  return null;
}

/**
 * '+ Vencimento': the due date moved forward by the recurrence's months (MENSAL 1 ... ANUAL 12),
 * as YYYY-MM-DD. A month-end date lands on the last day of a shorter month (31/01 → 28/02).
 * Without a valid date or recurrence the date is returned unchanged.
 */
export function addRecurrence(dueDate: string, recurrence: Recurrence | '' | null): string {
  const day = dayjs(dueDate.slice(0, 10));
  if (!dueDate || !day.isValid() || !recurrence) return dueDate;
  return day.add(RecurrenceMonths[recurrence], 'month').format('YYYY-MM-DD');
}
