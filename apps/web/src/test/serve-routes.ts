// A feature test's API: routes by 'METHOD /path', every request recorded (JSON or multipart body, query).
import type { InternalAxiosRequestConfig } from 'axios';
import { api } from '../lib/api-client';
import { fakeAdapter } from './fake-adapter';

export type Reply = { status: number; data?: unknown };
export type Routes = Record<string, (config: InternalAxiosRequestConfig) => Reply>;
export interface RecordedRequest {
  method: string;
  url: string;
  body?: unknown;
  params?: Record<string, unknown>;
}

/** A multipart body as a plain object: text fields by value, files by name and type. */
function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  form.forEach((value, key) => {
    fields[key] = typeof value === 'string' ? value : { name: value.name, type: value.type };
  });
  return fields;
}

/** Answers 'METHOD /path' from `routes` (404 otherwise) and records every request with its body (JSON or multipart) and query. */
export function serve(routes: Routes = {}) {
  const requests: RecordedRequest[] = [];
  const { adapter } = fakeAdapter((config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const { data } = config as { data?: unknown };
    let body: unknown;
    if (data instanceof FormData) body = formFields(data);
    else if (data) body = JSON.parse(String(data)) as unknown;
    requests.push({
      method,
      url: config.url ?? '',
      ...(body !== undefined ? { body } : {}),
      ...(config.params ? { params: config.params as Record<string, unknown> } : {}),
    });
    return routes[`${method} ${config.url}`]?.(config) ?? { status: 404, data: { error: 'ERR_NOT_FOUND', message: 'Not found' } };
  });
  api.defaults.adapter = adapter;
  return {
    requests,
    /** The writes, in order, with their bodies. */
    writes: () => requests.filter((r) => r.method !== 'GET').map(({ method, url, body }) => ({ method, url, ...(body !== undefined ? { body } : {}) })),
  };
}
