import { Company, User } from '@zapdesk/api/src/models/index.js';
import { signAccessToken } from '@zapdesk/api/src/modules/auth/access-token.js';
import type { ApiProcesses } from './api-processes.js';
import { API_URL } from './bench-env.js';
import { measureCpu, type CpuUse } from './cpu-meter.js';
import { printTable, verdict } from './stats.js';
import { loadUrl, type LoadResult } from './tickets/load.js';
import type { SeededTickets } from './tickets/seed-tickets.js';

export { seedState, seedTickets } from './tickets/seed-tickets.js';

/** Issue 13's targets for the tickets list on the 2-core machine: the tabs, and the search. */
export const TICKETS_TARGET = { perSecond: 800, p95Ms: 80 };
export const SEARCH_TARGET = { perSecond: 300, p95Ms: 200 };
/** Per scenario, at full concurrency: less left the first scenarios measuring the http process's own warm-up (JIT, heap growth). */
const WARM_UP_REQUESTS = 1000;
/** The search scenario's text: a customer's full name (~50 contacts of the company share it). */
export const SEARCH_TEXT = 'maria souza';

/** A fresh access token for a seeded user (the seed outlives any token's 15 minutes). */
export async function tokenFor(companyId: number, userId: number): Promise<string> {
  const [company, user] = await Promise.all([
    Company.findByPk(companyId, { rejectOnEmpty: true }),
    User.findOne({ where: { id: userId, companyId }, rejectOnEmpty: true }),
  ]);
  return signAccessToken({
    id: user.id,
    companyId,
    profile: user.profile,
    super: user.super,
    sid: `bench-${user.id}`,
    ver: user.tokenVersion,
    dueDate: company.dueDate,
    companyActive: company.status,
  });
}

/**
 * GET /tickets as the tickets screen asks for it, at `connections` concurrent requests: an attendant's
 * open and pending tabs (own tickets, own queues), an admin's with showAll, and a search by customer name;
 * then GET /messages/{id} (a conversation's newest page) as an admin.
 */
export async function ticketsBench(api: ApiProcesses, seeded: SeededTickets, options: { requests: number; connections: number }): Promise<string[]> {
  const agent = await tokenFor(seeded.companyId, seeded.agentId);
  const admin = await tokenFor(seeded.companyId, seeded.adminId);
  const scenarios: [string, string, string][] = [
    ['attendant: open tab', '/tickets?status=open&showAll=false&pageNumber=1', agent],
    ['attendant: pending tab', '/tickets?status=pending&showAll=false&pageNumber=1', agent],
    ['admin: open tab, showAll', '/tickets?status=open&showAll=true&pageNumber=1', admin],
    ['admin: pending tab, showAll', '/tickets?status=pending&showAll=true&pageNumber=1', admin],
    [`admin: search "${SEARCH_TEXT}"`, `/tickets?searchParam=${encodeURIComponent(SEARCH_TEXT)}&showAll=true&pageNumber=1`, admin],
  ];
  scenarios.push(['admin: conversation history', `/messages/${seeded.conversationId}?pageNumber=1`, admin]);
  for (const [, path, token] of scenarios) await loadUrl(`${API_URL}${path}`, token, { connections: options.connections, amount: WARM_UP_REQUESTS });

  const results: [string, LoadResult, CpuUse][] = [];
  for (const [label, path, token] of scenarios) {
    console.log(`tickets: ${label}`);
    const { result, cpu } = await measureCpu(api, () => loadUrl(`${API_URL}${path}`, token, { connections: options.connections, amount: options.requests }));
    results.push([label, result, cpu]);
  }
  const { tickets, messagesPerTicket } = seeded.size;
  console.log(
    `\nGET /tickets: ${tickets} tickets and ${tickets * messagesPerTicket} messages in the company, ${options.connections} concurrent requests, ${options.requests} per scenario`,
  );
  printTable(
    ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'http CPU ms/req', 'pg CPU ms/req', 'http+pg ms/req'],
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
      (cpu.http + cpu.postgres) / r.requests,
    ]),
  );
  console.log('(CPU per request is the steadier figure on a shared machine: req/s and latency depend on what else runs.)');
  return results
    .filter(([label]) => !label.includes('conversation'))
    .map(([label, r]) => {
      const target = label.includes('search') ? SEARCH_TARGET : TICKETS_TARGET;
      const ok = r.perSecond >= target.perSecond && r.latency.p95 < target.p95Ms && r.non2xx + r.errors === 0;
      return verdict(
        `GET /tickets, ${label}`,
        ok,
        `${r.perSecond.toFixed(0)} req/s, p95 ${r.latency.p95.toFixed(0)} ms (target ≥ ${target.perSecond} req/s, p95 < ${target.p95Ms} ms)`,
      );
    });
}
