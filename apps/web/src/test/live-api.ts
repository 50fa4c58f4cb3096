import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { ChatDTO, ChatMessageDTO, LoginResponse, UserDTO } from '@zapdesk/shared';

// The real ZapDesk API for the web's tests against it (the chat screens, the contract suite): its http process (Express + socket.io) runs from the
// sources with tsx on a free port, over a database of its own (created, migrated and seeded once, then
// shared by every run like the API suites' zapdesk_test) and the local Redis. Each test builds its own
// company through the API as the super user, so tests never see each other's data.

// Web tests run from apps/web (as vitest and the workspace scripts start them).
const API_DIR = resolve(process.cwd(), '../api');
const TSX = resolve(API_DIR, 'node_modules/tsx/dist/cli.mjs');
const SUPER_USER = { email: 'admin@admin.com', password: '123456' };
export const PASSWORD = 'senha-do-teste';

/**
 * Ports for the API child come from below the kernel's ephemeral range (32768–60999 on Linux): the OS hands ports of
 * that range to every listen(0) and outgoing connection on the machine, and the API suite's supertest servers run
 * beside this suite, so a port asked of the OS and released for the child could be taken before the child binds it
 * (the chats tests then talked to another suite's server). Below the range a port is only taken on purpose.
 */
const PORTS = { from: 20_000, to: 32_000 } as const;

/** Whether nothing listens on `port` on any interface (as the API will). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** A free local port for the API, released for the child process to take. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = PORTS.from + Math.floor(Math.random() * (PORTS.to - PORTS.from));
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${PORTS.from} and ${PORTS.to}`);
}

/** `_<ns>` for ZAPDESK_TEST_NS (letters, digits, _ or -, read as _), as the API suites' test-env does. */
function testNamespaceSuffix(): string {
  const given = process.env.ZAPDESK_TEST_NS ?? '';
  return /^[a-z0-9_-]+$/i.test(given) ? `_${given.replace(/-/g, '_')}` : '';
}

/** The child's whole environment: the API reads nothing else (its config/env.ts validates it). */
function apiEnv(port: number): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    // ZAPDESK_TEST_NS gives a checkout (git worktree) its own database, as the API suites do.
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/zapdesk_web_test${testNamespaceSuffix()}`,
    REDIS_URL: 'redis://127.0.0.1:6379/1',
    REDIS_PREFIX: `zapdesk-web-test-${port}`,
    WEB_ORIGIN: 'http://localhost:3000',
    JWT_SECRET: 'web-test-access-secret-0123456789',
    JWT_REFRESH_SECRET: 'web-test-refresh-secret-0123456789',
    WHATSAPP_GATEWAY_KEY: 'web-test-gateway-key-0123456789abcdef',
    WHATSAPP_AUTH_KEY: 'c'.repeat(64),
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    RATE_LIMIT_LOGIN_PER_EMAIL: '100000',
    LOG_LEVEL: 'warn',
    BCRYPT_ROUNDS: '4',
    // The contract suite signs in once when a web run starts, and the run can outlast the default 15 minutes.
    ACCESS_TOKEN_TTL: '3h',
  };
}

export interface LiveApi {
  url: string;
  stop: () => Promise<void>;
}

/** Prepares the database, starts the API's http process and waits until it answers /health/ready. */
export async function startApi(port: number): Promise<LiveApi> {
  const env = apiEnv(port);
  const prepared = spawnSync(process.execPath, [TSX, 'src/db/cli.ts', 'prepare'], { cwd: API_DIR, env, encoding: 'utf8', timeout: 120_000 });
  if (prepared.status !== 0) throw new Error(`db prepare failed: ${prepared.stderr || prepared.stdout}`);
  const child: ChildProcess = spawn(process.execPath, [TSX, 'src/main/http.ts'], { cwd: API_DIR, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited: ${errors}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the API did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** One user's HTTP access to the API (outside the app's own client, so the screens' requests stay theirs). */
export class ApiUser {
  constructor(
    readonly url: string,
    readonly token: string,
    readonly user: UserDTO,
  ) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}`, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  }

  createChat(title: string, members: ApiUser[]): Promise<ChatDTO> {
    return this.call('POST', '/chats', { title, users: members.map((m) => m.user.id) });
  }

  post(chat: ChatDTO, message: string): Promise<ChatMessageDTO> {
    return this.call('POST', `/chats/${chat.id}/messages`, { message });
  }

  /** My unread count in a chat, as the API has it. */
  async unreadsIn(chat: ChatDTO): Promise<number> {
    const current = await this.call<ChatDTO>('GET', `/chats/${chat.id}`);
    return current.users.find((member) => member.userId === this.user.id)?.unreads ?? 0;
  }
}

/** Signs in through POST /auth/login (outside the app's client). */
export async function login(url: string, email: string, password: string): Promise<ApiUser> {
  const res = await fetch(`${url}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as LoginResponse;
  return new ApiUser(url, session.token, session.user);
}

let sequence = 0;
/** A name no other run or test has used. */
export const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(++sequence).toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** The seeded super user (db prepare creates it), who creates companies, plans and their users. */
export function signInAsSuperUser(url: string): Promise<ApiUser> {
  return login(url, SUPER_USER.email, SUPER_USER.password);
}

/** The limits of a test company's plan (every feature is on; no campaigns or schedules unless given). */
export interface PlanLimits {
  users: number;
  connections: number;
  queues: number;
  campaigns?: number;
  schedules?: number;
}

/** A new company on a plan of its own with these limits, made by the super user `root`; answers its id. */
export async function createCompany(root: ApiUser, label: string, limits: PlanLimits): Promise<number> {
  const plan = await root.call<{ id: number }>('POST', '/plans', { name: unique(`plano-${label}`), ...limits });
  const company = await root.call<{ id: number }>('POST', '/companies', {
    name: unique(`Empresa ${label}`),
    email: `${unique('empresa')}@example.com`,
    planId: plan.id,
  });
  return company.id;
}

/** A user of the company, made by the super user `root`, signed in. */
export async function createUser(root: ApiUser, companyId: number, name: string, profile: 'admin' | 'user' = 'user'): Promise<ApiUser> {
  const email = `${unique('usuario')}@example.com`;
  await root.call('POST', '/users', { name, email, password: PASSWORD, profile, companyId });
  return login(root.url, email, PASSWORD);
}

/** A new company (on a plan with every feature) with the users named, each signed in. */
export async function createCompanyWithUsers<const N extends readonly string[]>(url: string, names: N): Promise<{ [K in keyof N]: ApiUser }> {
  const root = await signInAsSuperUser(url);
  const companyId = await createCompany(root, 'chat', { users: 20, connections: 1, queues: 1 });
  const users: ApiUser[] = [];
  for (const name of names) users.push(await createUser(root, companyId, name));
  return users as { [K in keyof N]: ApiUser };
}
