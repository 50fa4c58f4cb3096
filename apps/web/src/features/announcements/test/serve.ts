import { afterEach } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import type { AnnouncementDTO } from '@zapdesk/shared';
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

/** Announcement 1: active, low priority, without a picture. */
export function makeAnnouncement(overrides: Partial<AnnouncementDTO> = {}): AnnouncementDTO {
  return {
    id: 1,
    title: 'Manutenção programada',
    text: 'O sistema fica fora do ar às 22h.',
    priority: 3,
    status: true,
    mediaPath: null,
    mediaName: null,
    companyId: 1,
    createdAt: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** GET /announcements answering from `pages` by pageNumber, filtered by the search (and status) like the API. */
export function announcementPages(pages: AnnouncementDTO[][]) {
  return (config: InternalAxiosRequestConfig): Reply => {
    const { searchParam, pageNumber, status } = config.params as { searchParam: string; pageNumber: number; status?: boolean };
    const matches = (r: AnnouncementDTO) =>
      (status === undefined || r.status === status) && (r.title.toLowerCase().includes(searchParam) || r.text.toLowerCase().includes(searchParam));
    const records = (pages[pageNumber - 1] ?? []).filter(matches);
    return { status: 200, data: { records, hasMore: pageNumber < pages.length, count: pages.flat().filter(matches).length } };
  };
}
