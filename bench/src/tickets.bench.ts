import { Company, User } from '@zapdesk/api/src/models/index.js';
import { signAccessToken } from '@zapdesk/api/src/modules/auth/access-token.js';
import type { ApiProcesses } from './api-processes.js';
import { printScenarios, runScenarios, type HttpScenario } from './http-scenarios.js';
import { verdict } from './stats.js';
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
  const scenarios: HttpScenario[] = [
    { label: 'attendant: open tab', path: '/tickets?status=open&showAll=false&pageNumber=1', token: agent },
    { label: 'attendant: pending tab', path: '/tickets?status=pending&showAll=false&pageNumber=1', token: agent },
    { label: 'admin: open tab, showAll', path: '/tickets?status=open&showAll=true&pageNumber=1', token: admin },
    { label: 'admin: pending tab, showAll', path: '/tickets?status=pending&showAll=true&pageNumber=1', token: admin },
    {
      label: `admin: search "${SEARCH_TEXT}"`,
      path: `/tickets?searchParam=${encodeURIComponent(SEARCH_TEXT)}&showAll=true&pageNumber=1`,
      token: admin,
    },
    { label: 'admin: conversation history', path: `/messages/${seeded.conversationId}?pageNumber=1`, token: admin },
  ];
  const results = await runScenarios(api, 'tickets', scenarios, { ...options, warmUp: WARM_UP_REQUESTS });
  const { tickets, messagesPerTicket } = seeded.size;
  console.log(
    `\nGET /tickets: ${tickets} tickets and ${tickets * messagesPerTicket} messages in the company, ${options.connections} concurrent requests, ${options.requests} per scenario`,
  );
  printScenarios(results);
  return results
    .filter(({ label }) => !label.includes('conversation'))
    .map(({ label, result: r }) => {
      const target = label.includes('search') ? SEARCH_TARGET : TICKETS_TARGET;
      const ok = r.perSecond >= target.perSecond && r.latency.p95 < target.p95Ms && r.non2xx + r.errors === 0;
      return verdict(
        `GET /tickets, ${label}`,
        ok,
        `${r.perSecond.toFixed(0)} req/s, p95 ${r.latency.p95.toFixed(0)} ms (target ≥ ${target.perSecond} req/s, p95 < ${target.p95Ms} ms)`,
      );
    });
}
