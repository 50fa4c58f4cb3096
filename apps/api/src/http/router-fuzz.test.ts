import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useWhatsappGatewayUrl } from '../core/whatsapp-gateway.js';
import { Help, QueueOption, QuickMessage, Tag, TicketNote } from '../models/index.js';
import { listAppRoutes, type AppRoute } from '../test/app-routes.js';
import { createCompany, createPlan, createQueue, createSuperUser, createTenant, type TestUser, unique } from '../test/factories.js';
import { fuzzRequests, type FuzzRequest } from '../test/fuzz-inputs.js';
import { addMessage, createConnection, createContact, createTicketRow } from '../modules/tickets/ticket-factories.test-kit.js';
import { makeAnnouncement } from '../modules/announcements/announcements.test-kit.js';
import { makeChat } from '../modules/chats/chats.test-kit.js';
import { makeSchedule } from '../modules/schedules/schedules.test-kit.js';
import { createApp } from './app.js';
import { createHttpServer } from './server.js';

// Issue 19 point 4: every route of the real router (read from its stack), signed in as an admin of a
// fresh company (and as the super user where the admin is refused), gets wrong types, prototype keys,
// huge and deep bodies, odd Unicode and NULs, in bodies, query strings and multipart file names. No
// answer may be a 500 and the process must keep answering.

const POOL = 6;
const app = createApp();
const server = createHttpServer(app);
const agent = new Agent({ keepAlive: true, maxSockets: POOL });
let port = 0;

interface Answer {
  status: number;
  body: string;
}

function send(request: FuzzRequest, token: string): Promise<Answer> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'X-Forwarded-For': `10.99.${Math.floor(Math.random() * 250)}.1` };
    if (request.contentType) headers['Content-Type'] = request.contentType;
    const req = httpRequest({ host: '127.0.0.1', port, agent, method: request.method, path: request.path, headers, timeout: 20_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 300) }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    // A server that drops a connection (e.g. a body over the limit) has still answered nothing harmful; 0 marks it.
    req.on('error', (error) => resolve({ status: error.message === 'timeout' ? -1 : 0, body: error.message }));
    req.end(request.body);
  });
}

/** Runs tasks `POOL` at a time. */
async function inPool<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: POOL }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

let admin: TestUser;
let root: Awaited<ReturnType<typeof createSuperUser>>;
/** Real ids for each route parameter, by the path's first segment (else by the parameter's name). */
let ids: Record<string, Record<string, number | string>>;
/** Ids for fields of plausible bodies (contactId, ticketId …). */
let fieldIds: Record<string, number | string>;

beforeAll(async () => {
  useWhatsappGatewayUrl('http://127.0.0.1:1'); // no whatsapp process: sessions answer 503, never hang
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const tenant = await createTenant();
  admin = tenant.admin;
  root = await createSuperUser();
  const { company } = tenant;
  const queue = await createQueue(company);
  const connection = await createConnection(company, { isDefault: true });
  const contact = await createContact(company);
  const ticket = await createTicketRow(company, { contact, whatsapp: connection, status: 'open', userId: admin.user.id });
  const message = await addMessage(ticket, 'olá');
  const tag = await Tag.create({ name: 'Fuzz', color: '#5C59A0', kanban: 1, companyId: company.id });
  const quick = await QuickMessage.create({ shortcode: 'fuzz', message: 'oi', geral: true, status: true, userId: admin.user.id, companyId: company.id });
  const schedule = await makeSchedule(company, contact);
  const chat = await makeChat(company, admin, [tenant.agent]);
  const note = await TicketNote.create({ note: 'nota', ticketId: ticket.id, contactId: contact.id, userId: admin.user.id, companyId: company.id });
  const option = await QueueOption.create({ title: 'Opção', message: '', option: 1, queueId: queue.id, companyId: company.id });
  const announcement = await makeAnnouncement(root.company);
  const help = await Help.create({ title: 'Fuzz help', video: '', description: '' });
  const plan = await createPlan();
  const throwaway = await createCompany();
  ids = {
    contacts: { id: contact.id },
    tickets: { id: ticket.id, uuid: ticket.uuid },
    messages: { id: message.id, ticketId: ticket.id },
    queue: { id: queue.id },
    'queue-options': { id: option.id },
    tags: { id: tag.id },
    'ticket-tags': { ticketId: ticket.id, tagId: tag.id },
    'quick-messages': { id: quick.id },
    schedules: { id: schedule.id },
    chats: { id: chat.id },
    users: { id: tenant.agent.user.id },
    whatsapp: { id: connection.id },
    whatsappsession: { id: connection.id },
    sandbox: { whatsappId: connection.id },
    settings: { key: 'userRating' },
    companies: { id: throwaway.id },
    plans: { id: plan.id },
    helps: { id: help.id },
    announcements: { id: announcement.id },
    'ticket-notes': { id: note.id },
    forgetpassword: { email: `${unique('nobody')}@example.com` },
    resetpasswords: { email: `${unique('nobody')}@example.com`, token: '123456', newPassword: 'Senha1234' },
    public: { file: 'x.png' },
  };
  fieldIds = {
    contactId: contact.id,
    ticketId: ticket.id,
    queueId: queue.id,
    whatsappId: connection.id,
    userId: tenant.agent.user.id,
    tagId: tag.id,
    planId: plan.id,
  };
});

afterAll(async () => {
  agent.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const concretePath = (route: AppRoute) => {
  const area = route.path.split('/')[1];
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(ids[area]?.[name] ?? 1)));
};

/** The routes grouped by their first path segment, in router order: one test per area keeps each budget small. */
const routes = listAppRoutes(app);
const areaOf = (route: AppRoute) => route.path.split('/')[1] || '/';
const areas = [...new Set(routes.map(areaOf))];
const failures: string[] = [];
let sent = 0;
const histogram = new Map<number, number>();

/** Per area: ~3 s alone, twenty times that beside the other suites on 2 cores. */
const AREA_BUDGET_MS = 180_000;

/** No WhatsApp process runs here: 502/503 are the routes' answers that it is unreachable, not crashes. */
const GATEWAY_ANSWERS = new Set([502, 503]);

/**
 * Fuzzes these routes as the admin and, where the admin is refused (403), as the super user too; resolves
 * with the first failures among them.
 */
async function fuzz(chosen: AppRoute[]): Promise<string[]> {
  const before = failures.length;
  const jobs: { route: AppRoute; request: FuzzRequest; user: TestUser }[] = [];
  await inPool(chosen, async (route) => {
    const plain = await send({ label: 'baseline', method: route.method.toUpperCase(), path: concretePath(route) }, admin.token);
    const user = plain.status === 403 ? root : admin;
    for (const request of fuzzRequests(route, concretePath(route), fieldIds)) jobs.push({ route, request, user });
  });
  await inPool(jobs, async ({ route, request, user }) => {
    const answer = await send(request, user.token);
    sent += 1;
    histogram.set(answer.status, (histogram.get(answer.status) ?? 0) + 1);
    if (answer.status >= 500 && !GATEWAY_ANSWERS.has(answer.status))
      failures.push(`${route.method.toUpperCase()} ${route.path} [${request.label}] → ${answer.status} ${answer.body}`);
    if (answer.status === -1) failures.push(`${route.method.toUpperCase()} ${route.path} [${request.label}] → no answer in 20 s`);
  });
  return failures.slice(before, before + 30);
}

describe('every route of the router, fuzzed', () => {
  const started = Date.now();

  it('reads the whole router', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  // DELETEs go last, after every area was fuzzed with its records still in place.
  it.each(areas)('never answers 500 (nor hangs) on /%s, whatever the input', { timeout: AREA_BUDGET_MS }, async (area) => {
    expect(await fuzz(routes.filter((route) => areaOf(route) === area && route.method !== 'delete'))).toEqual([]);
  });

  it.each(areas.filter((area) => routes.some((route) => areaOf(route) === area && route.method === 'delete')))(
    'never answers 500 (nor hangs) on DELETE /%s, whatever the input',
    { timeout: AREA_BUDGET_MS },
    async (area) => {
      expect(await fuzz(routes.filter((route) => areaOf(route) === area && route.method === 'delete'))).toEqual([]);
    },
  );

  it('sent thousands of requests and the process keeps answering', async () => {
    expect(sent).toBeGreaterThan(5000);
    const alive = await send({ label: 'alive', method: 'GET', path: '/health/ready' }, '');
    expect(alive.status).toBe(200);
    const signedIn = await send({ label: 'alive', method: 'GET', path: '/contacts' }, admin.token);
    expect(signedIn.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted ?? ({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const statuses = [...histogram]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.info(`router fuzz: ${routes.length} routes, ${sent} requests in ${Date.now() - started} ms (${statuses})`);
  });
});
