import { queryOptions } from '@tanstack/react-query';
import { fetchDashboard, fetchTicketsPerDay, fetchTicketsPerUser, type DashboardFilter, type DashboardRange } from './api';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  show: (filter: DashboardFilter) => ['dashboard', 'show', filter] as const,
  perUser: (range: DashboardRange) => ['dashboard', 'ticketsUsers', range] as const,
  perDay: (range: DashboardRange) => ['dashboard', 'ticketsDay', range] as const,
};

/** The dashboard's figures; no live events change them, a new filter (or a new visit) reads them again. */
export const dashboardQueries = {
  show: (filter: DashboardFilter) => queryOptions({ queryKey: dashboardKeys.show(filter), queryFn: () => fetchDashboard(filter) }),
  perUser: (range: DashboardRange) => queryOptions({ queryKey: dashboardKeys.perUser(range), queryFn: () => fetchTicketsPerUser(range) }),
  perDay: (range: DashboardRange) => queryOptions({ queryKey: dashboardKeys.perDay(range), queryFn: () => fetchTicketsPerDay(range) }),
};
