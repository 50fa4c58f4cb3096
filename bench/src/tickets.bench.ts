import { Company, User } from '@zapdesk/api/src/models/index.js';
import { signAccessToken } from '@zapdesk/api/src/modules/auth/access-token.js';
import type { ApiProcesses } from './api-processes.js';
import { API_URL } from './bench-env.js';
import { measureCpu, type CpuUse } from './cpu-meter.js';
import { printTable, verdict } from './stats.js';
import { loadUrl, type LoadResult } from './tickets/load.js';
import type { SeededTickets } from './tickets/seed-tickets.js';

export { seedState, seedTickets } from './tickets/seed-tickets.js';

/** The target for the tickets list on the 2-core machine. */
export const TICKETS_TARGET = { p95Ms: 30 };
const WARM_UP_REQUESTS = 200;

/** A fresh access token for a seeded user (the seed outlives any token's 15 minutes). */
async function tokenFor(companyId: number, userId: number): Promise<string> {
  const [company, user] = await Promise.all([
    Company.findByPk(companyId, { rejectOnEmpty: true }),
    User.findOne({ where: { id: userId, companyId }, rejectOnEmpty: true }),
  ]);
  return signAccessToken({
    id: user.id, companyId, profile: user.profile, super: user.super, sid: `bench-${user.id}`,
    dueDate: company.dueDate, companyActive: company.status,
  });
}

/**
 * GET /tickets as the tickets screen asks for it, at `connections` concurrent requests: an attendant's
 * open and pending tabs (own tickets, own queues), an admin's with showAll, and a search by customer name.
 */
export async function ticketsBench(api: ApiProcesses, seeded: SeededTickets, options: { requests: number; connections: number }): Promise<string[]> {
  const agent = await tokenFor(seeded.companyId, seeded.agentId);
  const admin = await tokenFor(seeded.companyId, seeded.adminId);
  const scenarios: [string, string, string][] = [
    ['attendant: open tab', '/tickets?status=open&showAll=false&pageNumber=1', agent],
    ['attendant: pending tab', '/tickets?status=pending&showAll=false&pageNumber=1', agent],
    ['admin: open tab, showAll', '/tickets?status=open&showAll=true&pageNumber=1', admin],
    ['admin: pending tab, showAll', '/tickets?status=pending&showAll=true&pageNumber=1', admin],
    ['admin: search "maria souza"', `/tickets?searchParam=${encodeURIComponent('maria souza')}&showAll=true&pageNumber=1`, admin],
  ];
  for (const [, path, token] of scenarios) await loadUrl(`${API_URL}${path}`, token, { connections: 10, amount: WARM_UP_REQUESTS / scenarios.length });

  const results: [string, LoadResult, CpuUse][] = [];
  for (const [label, path, token] of scenarios) {
    console.log(`tickets: ${label}`);
    const { result, cpu } = await measureCpu(api, () => loadUrl(`${API_URL}${path}`, token, { connections: options.connections, amount: options.requests }));
    results.push([label, result, cpu]);
  }
  const { tickets, messagesPerTicket } = seeded.size;
  console.log(`\nGET /tickets: ${tickets} tickets and ${tickets * messagesPerTicket} messages in the company, ${options.connections} concurrent requests, ${options.requests} per scenario`);
  printTable(['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'http CPU ms/req', 'pg CPU ms/req'], results.map(([label, r, cpu]) => [
    label, r.perSecond, r.latency.p50, r.latency.p95, r.latency.p99, r.latency.max, r.non2xx + r.errors, cpu.http / r.requests, cpu.postgres / r.requests,
  ]));
  return results.map(([label, r]) =>
    verdict(`GET /tickets p95, ${label}`, r.latency.p95 < TICKETS_TARGET.p95Ms && r.non2xx + r.errors === 0,
      `${r.latency.p95.toFixed(0)} ms (target < ${TICKETS_TARGET.p95Ms} ms)`));
}
