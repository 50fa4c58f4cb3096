import type { InternalAxiosRequestConfig } from 'axios';
import type { ContactRefDTO, ScheduleDTO } from '@zapdesk/shared';
import { makeContactDto } from '../../../test/dto-fixtures';
import { makeScheduleDto } from '../../../test/feature-dto-fixtures';
import { api } from '../../../lib/api-client';
import { afterEveryTest } from '../../../test/between-tests';
import { fakeAdapter } from '../../../test/fake-adapter';

type Reply = { status: number; data?: unknown };
export type Routes = Record<string, (config: InternalAxiosRequestConfig) => Reply>;

const originalAdapter = api.defaults.adapter;
afterEveryTest(() => {
  api.defaults.adapter = originalAdapter;
});

/** A request as the fake server saw it: JSON bodies parsed, multipart bodies kept as FormData. */
export interface SeenRequest {
  method: string;
  url: string;
  body?: unknown;
  params?: Record<string, unknown>;
}

/** Answers 'METHOD /path' from `routes` (404 otherwise) and records every request. */
export function serve(routes: Routes = {}) {
  const requests: SeenRequest[] = [];
  const { adapter } = fakeAdapter((config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const body = config.data instanceof FormData ? config.data : config.data ? (JSON.parse(String(config.data)) as unknown) : undefined;
    requests.push({
      method,
      url: config.url ?? '',
      ...(body !== undefined && { body }),
      ...(config.params && { params: config.params as Record<string, unknown> }),
    });
    return routes[`${method} ${config.url}`]?.(config) ?? { status: 404, data: { error: 'ERR_NOT_FOUND', message: 'Not found' } };
  });
  api.defaults.adapter = adapter;
  return {
    requests,
    writes: () => requests.filter((r) => r.method !== 'GET'),
  };
}

/** The contact as GET /contacts and GET /contacts/{id} answer it (the whole DTO; `contact` is its ref). */
export const contactDto = (id: number, name: string) => {
  const { number } = contact(id, name);
  return makeContactDto({ id, uuid: `contact-uuid-${id}`, name, number, email: '' });
};

export const contact = (id: number, name: string): ContactRefDTO => ({
  id,
  name,
  number: `55119999900${String(id).padStart(2, '0')}`,
  email: '',
  profilePicUrl: '',
  isGroup: false,
});

/** A schedule as the API answers it (AGENDADA for Maria Souza, due now, unless overridden). */
export function makeSchedule(overrides: Partial<ScheduleDTO> = {}): ScheduleDTO {
  const who = overrides.contact ?? contact(1, 'Maria Souza');
  return makeScheduleDto({ sendAt: new Date().toISOString(), contactId: who.id, contact: who, ...overrides });
}

/** GET /schedules answering `schedules` (one page), the period asked for recorded in the requests. */
export const listRoute = (schedules: () => ScheduleDTO[]): Routes => ({
  'GET /schedules': () => ({ status: 200, data: { schedules: schedules(), hasMore: false, count: schedules().length } }),
});
