import type { UserDTO } from '@zapdesk/shared';
import { daysUntil } from '../../lib/dates';

/** The date the subscription page counts down to: the trial's end, else the company's due date. */
export function trialEndDate(user: UserDTO | null): string | null {
  return user?.company?.trialExpiration ?? user?.company?.dueDate ?? null;
}

/** Whole days left until that date (negative once it has passed), or null without a date. */
export function trialDaysLeft(user: UserDTO | null, now: Date = new Date()): number | null {
  const end = trialEndDate(user);
  return end ? daysUntil(end, now) : null;
}
