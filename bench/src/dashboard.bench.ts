import type { ApiProcesses } from './api-processes.js';
import { API_URL } from './bench-env.js';
import { measureCpu, type CpuUse } from './cpu-meter.js';
import { otherCompanyId, seedCycles } from './dashboard/seed-cycles.js';
import { printTable, verdict } from './stats.js';
import { tokenFor } from './tickets.bench.js';
import { loadUrl, type LoadResult } from './tickets/load.js';
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
  const scenarios: [string, string][] = [
    ['counters + attendants, 30 days', '/dashboard?days=30'],
    ['counters + attendants, 90 days', '/dashboard?days=90'],
    ['tickets per user, 30 days', `/dashboard/ticketsUsers?${month}`],
    ['tickets per day, 30 days', `/dashboard/ticketsDay?${month}`],
    // The seed's newest cycles are two days old: a day before that has cycles to count per hour.
    ['tickets per hour, one day', `/dashboard/ticketsDay?initialDate=${day(-3)}&finalDate=${day(-3)}`],
  ];
  for (const [, path] of scenarios)
    await loadUrl(`${API_URL}${path}`, admin, {
      connections: options.connections,
      amount: WARM_UP_REQUESTS,
    });

  const results: [string, LoadResult, CpuUse][] = [];
  for (const [label, path] of scenarios) {
    console.log(`dashboard: ${label}`);
    const { result, cpu } = await measureCpu(api, () =>
      loadUrl(`${API_URL}${path}`, admin, {
        connections: options.connections,
        amount: options.requests,
      }),
    );
    results.push([label, result, cpu]);
  }
  console.log(
    `\nDashboard: ${seeded.size.tickets} tickets (one tracking cycle each) in the company, ${options.connections} concurrent requests, ${options.requests} per scenario`,
  );
  printTable(
    ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'http CPU ms/req', 'pg CPU ms/req'],
    results.map(([label, r, cpu]) => [
      label,
      r.perSecond,
      r.latency.p50,
      r.latency.p95,
      r.latency.p99,
      r.latency.max,
      r.non2xx + r.errors,
      cpu.http / r.requests,
      cpu.postgres / r.requests,
    ]),
  );
  return results.map(([label, r]) =>
    verdict(
      `dashboard, ${label}`,
      r.latency.p95 < DASHBOARD_TARGET.p95Ms && r.non2xx + r.errors === 0,
      `p95 ${r.latency.p95.toFixed(0)} ms, ${r.perSecond.toFixed(0)} req/s (target p95 < ${DASHBOARD_TARGET.p95Ms} ms)`,
    ),
  );
}
