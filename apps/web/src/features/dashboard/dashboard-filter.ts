import dayjs from 'dayjs';
import type { DashboardFilter } from '../../resources/dashboard/api';

/** The filter as the screen holds it: a period of days, or a date range that may still be half filled. */
export type FilterState = { kind: 'period'; days: number } | { kind: 'range'; from: string; to: string };

const DAY = 'YYYY-MM-DD';

/** Spec §9: the range from day 1 of the current month to today. */
export function defaultFilter(now: Date = new Date()): FilterState {
  const today = dayjs(now);
  return { kind: 'range', from: today.startOf('month').format(DAY), to: today.format(DAY) };
}

/** The query the filter asks for, or null when it has no parameters yet (the screen says 'Parametrize o filtro'). */
export function filterQuery(filter: FilterState): DashboardFilter | null {
  if (filter.kind === 'period') return { days: filter.days };
  if (!filter.from || !filter.to) return null;
  // A range typed backwards is read the right way round.
  const [from, to] = filter.from <= filter.to ? [filter.from, filter.to] : [filter.to, filter.from];
  return { date_from: from, date_to: to };
}
