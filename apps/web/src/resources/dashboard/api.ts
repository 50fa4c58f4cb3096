import type { DashboardDTO, TicketsPerDayDTO, TicketsPerUserDTO } from '@zapdesk/shared';
import { api } from '../../lib/api-client';

/** The dashboard's filter (docs/contract.md §7 Dashboard): the last `days` days, or a date range (yyyy-MM-dd). */
export type DashboardFilter = { days: number } | { date_from: string; date_to: string };

/** The charts' range: the period the counters answered for (whole days in the company's time zone). */
export interface DashboardRange {
  initialDate: string;
  finalDate: string;
}

/** GET /dashboard: counters and the attendants table of the period. */
export function fetchDashboard(filter: DashboardFilter): Promise<DashboardDTO> {
  return api.get<DashboardDTO>('/dashboard', { params: filter }).then((r) => r.data);
}

/** GET /dashboard/ticketsUsers: tickets per attendant. */
export function fetchTicketsPerUser(range: DashboardRange): Promise<TicketsPerUserDTO> {
  return api.get<TicketsPerUserDTO>('/dashboard/ticketsUsers', { params: range }).then((r) => r.data);
}

/** GET /dashboard/ticketsDay: tickets per day, or per hour for a one-day range. */
export function fetchTicketsPerDay(range: DashboardRange): Promise<TicketsPerDayDTO> {
  return api.get<TicketsPerDayDTO>('/dashboard/ticketsDay', { params: range }).then((r) => r.data);
}
