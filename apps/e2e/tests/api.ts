import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/** The API the e2e run starts (playwright.config.ts); specs use it to prepare and clean up data. */
export const API_URL = process.env.E2E_API_URL ?? `http://localhost:${process.env.E2E_API_PORT ?? 18080}`;

export interface ApiSession {
  get<T>(path: string): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T>;
  /** The raw answer of a GET (status and headers to check; nothing asserted). */
  raw(path: string): Promise<APIResponse>;
}

/**
 * Signs in over HTTP. Call it before the browser signs in as the same user: a later API login
 * would tell the browser's session that the account was opened elsewhere, which ends it.
 */
export async function apiSession(request: APIRequestContext, user: { email: string; password: string }): Promise<ApiSession> {
  const login = await request.post(`${API_URL}/auth/login`, { data: { email: user.email, password: user.password } });
  expect(login.ok(), `API login as ${user.email}: ${login.status()} ${await login.text()}`).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async get<T>(path: string) {
      const res = await request.get(`${API_URL}${path}`, { headers });
      expect(res.ok(), `GET ${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
      return (await res.json()) as T;
    },
    async send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
      const res = await request.fetch(`${API_URL}${path}`, { method, headers, data });
      expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
      return (await res.json()) as T;
    },
    raw: (path: string) => request.get(`${API_URL}${path}`, { headers }),
  };
}

/** A suffix that keeps names unique across runs against the same database. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}
