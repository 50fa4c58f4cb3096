import type { ApiProcesses } from './api-processes.js';
import { otherCompanyId, seedCycles } from './dashboard/seed-cycles.js';
import { printScenarios, runScenarios, type HttpScenario } from './http-scenarios.js';
import { verdict } from './stats.js';
import { tokenFor } from './tickets.bench.js';
import type { SeededTickets } from './tickets/seed-tickets.js';

/** Issue 17's target for the dashboard at 100,000 tickets: p95 under 100 ms. */
export const DASHBOARD_TARGET = { p95Ms: 100 };
const WARM_UP_REQUESTS = 200;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The dashboard screen's three calls as an admin of the seeded company (one tracking cycle per ticket), at
 * `connections` concurrent requests: the counters and attendants over 30 and 90 days, and the two charts
 * over the month and over one day (per hour).
 */
export async function dashboardBench(api: ApiProcesses, seeded: SeededTickets, options: { requests: number; connections: number }): Promise<string[]> {
  const other = await otherCompanyId(seeded.companyId);
  const inserted = await seedCycles([seeded.companyId, ...(other ? [other] : [])]);
  if (inserted) console.log(`dashboard: seeded ${inserted} tracking cycles`);
  const admin = await tokenFor(seeded.companyId, seeded.adminId);
  const month = `initialDate=${day(-29)}&finalDate=${day(0)}`;
  const scenarios: HttpScenario[] = [
    { label: 'counters + attendants, 30 days', path: '/dashboard?days=30', token: admin },
    { label: 'counters + attendants, 90 days', path: '/dashboard?days=90', token: admin },
    { label: 'tickets per user, 30 days', path: `/dashboard/ticketsUsers?${month}`, token: admin },
    { label: 'tickets per day, 30 days', path: `/dashboard/ticketsDay?${month}`, token: admin },
    // The seed's newest cycles are two days old: a day before that has cycles to count per hour.
    { label: 'tickets per hour, one day', path: `/dashboard/ticketsDay?initialDate=${day(-3)}&finalDate=${day(-3)}`, token: admin },
  ];
  const results = await runScenarios(api, 'dashboard', scenarios, { ...options, warmUp: WARM_UP_REQUESTS });
  console.log(
    `\nDashboard: ${seeded.size.tickets} tickets (one tracking cycle each) in the company, ${options.connections} concurrent requests, ${options.requests} per scenario`,
  );
  printScenarios(results);
  return results.map(({ label, result: r }) =>
    verdict(
      `dashboard, ${label}`,
      r.latency.p95 < DASHBOARD_TARGET.p95Ms && r.non2xx + r.errors === 0,
      `p95 ${r.latency.p95.toFixed(0)} ms, ${r.perSecond.toFixed(0)} req/s (target p95 < ${DASHBOARD_TARGET.p95Ms} ms)`,
    ),
  );
}
