import { afterEach } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import type { QuickMessageDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';

type Reply = { status: number; data?: unknown };
export type Routes = Record<string, (config: InternalAxiosRequestConfig) => Reply>;
export interface RecordedRequest {
  method: string;
  url: string;
  body?: unknown;
  params?: unknown;
}

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

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
    requests.push({ method, url: config.url ?? '', ...(body !== undefined ? { body } : {}), ...(config.params ? { params: config.params as unknown } : {}) });
    return routes[`${method} ${config.url}`]?.(config) ?? { status: 404, data: { error: 'ERR_NOT_FOUND', message: 'Not found' } };
  });
  api.defaults.adapter = adapter;
  return {
    requests,
    /** The writes, in order, with their bodies. */
    writes: () => requests.filter((r) => r.method !== 'GET').map(({ method, url, body }) => ({ method, url, ...(body !== undefined ? { body } : {}) })),
  };
}

/** Reply 1, shared and by user 7, without attachment. */
export function makeQuickMessage(overrides: Partial<QuickMessageDTO> = {}): QuickMessageDTO {
  return {
    id: 1,
    shortcode: 'bomdia',
    message: 'Bom dia, {{firstName}}!',
    geral: true,
    status: false,
    isMedia: false,
    mediaPath: null,
    mediaName: null,
    userId: 7,
    companyId: 3,
    createdAt: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** GET /quick-messages answering from `pages` by pageNumber, filtered by the search like the API. */
export function quickMessagePages(pages: QuickMessageDTO[][]) {
  return (config: InternalAxiosRequestConfig): Reply => {
    const { searchParam, pageNumber } = config.params as { searchParam: string; pageNumber: number };
    const matches = (r: QuickMessageDTO) => r.shortcode.toLowerCase().includes(searchParam) || r.message.toLowerCase().includes(searchParam);
    return { status: 200, data: { records: (pages[pageNumber - 1] ?? []).filter(matches), hasMore: pageNumber < pages.length } };
  };
}
