import { randomUUID } from 'node:crypto';
import type { Profile } from '@zapdesk/shared';
import { addDays, today } from '../core/clock.js';
import { Company, Plan, Queue, User } from '../models/index.js';
import { signAccessToken } from '../modules/auth/access-token.js';
import { hashPassword } from '../modules/auth/password.js';
import { ensureDefaultSettings } from '../modules/settings/ensure-default-settings.js';
import { defaultSchedules } from '@zapdesk/shared';

let sequence = 0;
/** A value unique within the run (tests share one database). */
export const unique = (label: string) => `${label}-${process.pid}-${Date.now().toString(36)}-${++sequence}`;

export async function createPlan(overrides: Partial<Plan> = {}): Promise<Plan> {
  return Plan.create({ name: unique('plan'), users: 10, connections: 10, queues: 10, campaigns: 10, schedules: 10, value: 30, ...overrides });
}

export async function createCompany(overrides: Omit<Partial<Company>, 'plan'> & { plan?: Partial<Plan> } = {}): Promise<Company> {
  const { plan: planOverrides, ...fields } = overrides;
  const plan = await createPlan(planOverrides);
  const company = await Company.create({
    name: unique('company'),
    email: `${unique('company')}@example.com`,
    planId: plan.id,
    status: true,
    dueDate: addDays(today(), 30),
    recurrence: 'MENSAL',
    schedules: defaultSchedules(),
    ...fields,
  });
  await ensureDefaultSettings(company.id);
  return company;
}

export const TEST_PASSWORD = 'secret123';
// Hashing once keeps factories fast; every factory user shares this password.
const passwordHash = hashPassword(TEST_PASSWORD);

export interface TestUser {
  user: User;
  token: string;
  sessionId: string;
}

/** A user of the company plus a valid access token for it. */
export async function createUser(company: Company, overrides: { profile?: Profile; super?: boolean; name?: string; email?: string } = {}): Promise<TestUser> {
  const user = await User.create({
    name: overrides.name ?? 'Test User',
    email: overrides.email ?? `${unique('user')}@example.com`.toLowerCase(),
    passwordHash: await passwordHash,
    profile: overrides.profile ?? 'user',
    super: overrides.super ?? false,
    companyId: company.id,
  });
  const sessionId = randomUUID();
  const token = signAccessToken({
    id: user.id,
    companyId: company.id,
    profile: user.profile,
    super: user.super,
    sid: sessionId,
    dueDate: company.dueDate,
    companyActive: company.status,
    ver: user.tokenVersion,
  });
  return { user, token, sessionId };
}

export const createAdmin = (company: Company) => createUser(company, { profile: 'admin' });

/** A company with an admin and a plain user, the usual cast of a route test. */
export async function createTenant(overrides: Parameters<typeof createCompany>[0] = {}) {
  const company = await createCompany(overrides);
  const admin = await createAdmin(company);
  const agent = await createUser(company);
  return { company, admin, agent };
}

/** The platform super user (in its own company). */
export async function createSuperUser(): Promise<TestUser & { company: Company }> {
  const company = await createCompany();
  return { company, ...(await createUser(company, { profile: 'admin', super: true })) };
}

export async function createQueue(company: Company, overrides: Partial<Queue> = {}): Promise<Queue> {
  return Queue.create({
    name: unique('queue'),
    color: `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`,
    companyId: company.id,
    ...overrides,
  });
}
