import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { API_URL, apiSession, uniqueSuffix, type ApiSession } from './api';
import { SUPER_USER } from './session';

// Every test signs up a company of its own through the public sign-up, like a customer would, so tests
// never share rows and run on several workers at once. Only the tests about the super user's own screens
// use the seeded super user, and they sign it into a browser in one file only (super-user.spec.ts): a
// second browser session of the same account would sign the first one out.

export interface Account {
  id: number;
  name: string;
  email: string;
  password: string;
}

export interface Tenant {
  companyId: number;
  companyName: string;
  /** The admin the sign-up created; its API session was opened before any browser signs it in. */
  admin: Account;
  /** The admin's API session, to prepare data and check what the page stored. */
  api: ApiSession;
  /** Adds a user to the company (through the admin's API) and returns its credentials. */
  addUser(fields?: { name?: string; profile?: 'user' | 'admin'; allTicket?: 'enabled' | 'desabled'; queueIds?: number[] }): Promise<Account>;
}

interface Plan {
  id: number;
  name: string;
}

/** Signs up a company with its admin through POST /companies/cadastro and opens the admin's API session. */
export async function signUpTenant(request: APIRequestContext, label = 'Empresa'): Promise<Tenant> {
  const suffix = uniqueSuffix();
  const plans = (await (await request.get(`${API_URL}/plans/list`)).json()) as Plan[];
  // The seeded plan (10 users, 10 connections, every feature): plans other tests add never decide the limits.
  const plan = plans.find((p) => p.name === 'Plano 1');
  expect(plan, 'the seeded plan').toBeDefined();
  // The sign-up names the admin after the company.
  const admin = { name: `${label} ${suffix}`, email: `admin-${suffix}@zapdesk.test`, password: 'senha-e2e-1' };
  const signup = await request.post(`${API_URL}/companies/cadastro`, {
    data: { name: admin.name, email: admin.email, phone: '11987654321', password: admin.password, planId: plan!.id, recurrence: 'MENSAL' },
  });
  expect(signup.status(), `sign-up: ${await signup.text()}`).toBe(201);
  const company = (await signup.json()) as { id: number; name: string };
  const api = await apiSession(request, admin);
  const me = await api.get<{ user: { id: number; name: string } }>('/auth/me');
  let users = 0;
  return {
    companyId: company.id,
    companyName: company.name,
    admin: { id: me.user.id, ...admin, name: me.user.name },
    api,
    async addUser(fields = {}) {
      const account = {
        name: fields.name ?? `Atendente ${++users} ${suffix}`,
        email: `user-${users}-${uniqueSuffix()}@zapdesk.test`,
        password: 'senha-e2e-2',
      };
      const created = await api.send<{ id: number }>('POST', '/users', {
        ...account,
        profile: fields.profile ?? 'user',
        ...(fields.allTicket && { allTicket: fields.allTicket }),
        ...(fields.queueIds && { queueIds: fields.queueIds }),
      });
      return { id: created.id, ...account };
    },
  };
}

export const test = base.extend<{ tenant: Tenant; superApi: ApiSession }>({
  tenant: async ({ request }, use) => {
    await use(await signUpTenant(request));
  },
  /** The seeded super user over HTTP only (an API login does not end another browser's session of it). */
  superApi: async ({ request }, use) => {
    await use(await apiSession(request, SUPER_USER));
  },
});

export { expect };
