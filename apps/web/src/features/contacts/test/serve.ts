import { afterEach } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';

type Reply = { status: number; data?: unknown };
export type Routes = Record<string, (config: InternalAxiosRequestConfig) => Reply>;

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

/** Answers 'METHOD /path' from `routes` (404 otherwise) and records every request with its JSON body and query. */
export function serve(routes: Routes = {}) {
  const requests: Array<{ method: string; url: string; body?: unknown; params?: unknown }> = [];
  const { adapter } = fakeAdapter((config) => {
    const method = (config.method ?? 'get').toUpperCase();
    requests.push({
      method,
      url: config.url ?? '',
      ...(config.data ? { body: JSON.parse(String(config.data)) as unknown } : {}),
      ...(config.params ? { params: config.params as unknown } : {}),
    });
    return routes[`${method} ${config.url}`]?.(config) ?? { status: 404, data: { error: 'ERR_NOT_FOUND', message: 'Not found' } };
  });
  api.defaults.adapter = adapter;
  return {
    requests,
    /** The bodies of the writes, in order. */
    writes: () => requests.filter((r) => r.method !== 'GET').map(({ method, url, body }) => ({ method, url, body })),
  };
}
