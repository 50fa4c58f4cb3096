import type { ServiceContext } from '@zapdesk/api/src/core/context.js';
import { ticketPageStatement } from '@zapdesk/api/src/modules/tickets/list-tickets.js';
import type { TicketListInput } from '@zapdesk/api/src/modules/tickets/tickets.schemas.js';
import { TICKET_DTOS_JSON } from '@zapdesk/api/src/modules/tickets/ticket-json.sql.js';
import { MESSAGE_HISTORY } from '@zapdesk/api/src/modules/messages/message-json.sql.js';
import pg from 'pg';
import { cpuMsOf } from '../api-processes.js';
import { DATABASE_URL } from '../bench-env.js';
import { printTable } from '../stats.js';
import type { SeededTickets } from './seed-tickets.js';

/** One request's statements, as the API runs them, for EXPLAIN. */
export interface ExplainedRequest {
  label: string;
  ctx: ServiceContext;
  input?: TicketListInput;
  /** GET /messages/{ticketId} instead of GET /tickets. */
  messagesOf?: number;
}

const userCtx = (companyId: number, id: number, profile: 'admin' | 'user'): ServiceContext => ({
  companyId,
  actor: { kind: 'user', id, profile, isSuper: false, sessionId: 'bench' },
});

/** The bench's scenarios as list inputs. */
export function explainedScenarios(seeded: SeededTickets, search: string): ExplainedRequest[] {
  const agent = userCtx(seeded.companyId, seeded.agentId, 'user');
  const admin = userCtx(seeded.companyId, seeded.adminId, 'admin');
  return [
    { label: 'attendant: open tab', ctx: agent, input: { status: 'open', showAll: 'false', pageNumber: 1 } },
    { label: 'attendant: pending tab', ctx: agent, input: { status: 'pending', showAll: 'false', pageNumber: 1 } },
    { label: 'admin: open tab, showAll', ctx: admin, input: { status: 'open', showAll: 'true', pageNumber: 1 } },
    { label: 'admin: pending tab, showAll', ctx: admin, input: { status: 'pending', showAll: 'true', pageNumber: 1 } },
    { label: `admin: search "${search}"`, ctx: admin, input: { searchParam: search, showAll: 'true', pageNumber: 1 } },
    { label: 'admin: conversation history', ctx: admin, messagesOf: seeded.conversationId },
  ];
}

type Plan = { Plan: unknown; 'Planning Time': number; 'Execution Time': number };

async function explain(client: pg.Client, text: string, values: unknown[]): Promise<Plan> {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, values);
  return rows[0]['QUERY PLAN'][0] as Plan;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement of each request (run a few times first, so the figures are
 * warm), printed as text plans with their planning and execution times.
 */
export async function explainRequests(requests: ExplainedRequest[]): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    for (const request of requests) {
      const statements: [string, string, unknown[]][] = [];
      if (request.messagesOf !== undefined) {
        statements.push([
          'history (prepared)',
          MESSAGE_HISTORY.admin.text,
          [request.ctx.companyId, request.messagesOf, request.ctx.actor.kind === 'user' ? request.ctx.actor.id : null, 0],
        ]);
      } else {
        const page = ticketPageStatement(request.ctx, request.input ?? {}, () => [new Date(0), new Date(0)]);
        if (typeof page.statement !== 'string') {
          statements.push(['page ids, count and JSON (prepared)', page.statement.text, page.values]);
        } else {
          statements.push(['page ids + count', page.statement, page.values]);
          const [row] = (await client.query(page.statement, page.values)).rows as { ids: number[] }[];
          statements.push(['page JSON (prepared)', TICKET_DTOS_JSON.text, [request.ctx.companyId, row.ids.slice(0, 40)]]);
        }
      }
      for (const [name, text, values] of statements) {
        for (let i = 0; i < 5; i += 1) await client.query(text, values);
        const plan = await explain(client, text, values);
        const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
        console.log(`\n=== ${request.label}: ${name} (planning ${plan['Planning Time'].toFixed(2)} ms, execution ${plan['Execution Time'].toFixed(2)} ms)`);
        console.log(rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      }
    }
  } finally {
    await client.end();
  }
}

/** One request's statements as the API sends them (prepared ones by name), on a connection like the API's (core/sql.ts). */
async function runRequest(client: pg.Client, request: ExplainedRequest): Promise<void> {
  const ctx = request.ctx;
  if (request.messagesOf !== undefined) {
    const { name, text } = MESSAGE_HISTORY.admin;
    await client.query({ name, text, values: [ctx.companyId, request.messagesOf, ctx.actor.kind === 'user' ? ctx.actor.id : null, 0] });
    return;
  }
  const page = ticketPageStatement(ctx, request.input ?? {}, () => [new Date(0), new Date(0)]);
  const [row] = (
    typeof page.statement === 'string'
      ? await client.query(page.statement)
      : await client.query({ name: page.statement.name, text: page.statement.text, values: page.values })
  ).rows as { ids: number[]; json?: string }[];
  if (row.json === undefined && row.ids.length) {
    await client.query({ name: TICKET_DTOS_JSON.name, text: TICKET_DTOS_JSON.text, values: [ctx.companyId, row.ids.slice(0, 40)] });
  }
}

/**
 * Postgres CPU per request, measured on the backend itself (/proc) while one connection sends each request's
 * statements `times` times in a row: what the database spends, apart from the load on the machine.
 */
export async function measurePostgresCpu(requests: ExplainedRequest[], times: number): Promise<void> {
  // The API's pool for these statements keeps generic plans (db/generic-plan-pool.ts).
  const client = new pg.Client({ connectionString: DATABASE_URL, options: '-c plan_cache_mode=force_generic_plan' });
  await client.connect();
  try {
    const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    const cpuMs = () => cpuMsOf(pid);
    const results: [string, number, number][] = [];
    for (const request of requests) {
      for (let i = 0; i < 20; i += 1) await runRequest(client, request);
      const cpuBefore = cpuMs();
      const started = performance.now();
      for (let i = 0; i < times; i += 1) await runRequest(client, request);
      results.push([request.label, (cpuMs() - cpuBefore) / times, (performance.now() - started) / times]);
    }
    console.log(`\nPostgres CPU per request, ${times} requests each (statements as the API sends them, on a connection like its own)`);
    printTable(['scenario', 'pg CPU ms/req', 'wall ms/req'], results);
  } finally {
    await client.end();
  }
}
