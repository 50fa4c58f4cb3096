import type { InternalAxiosRequestConfig } from 'axios';
import type { TicketDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';

// The tickets tests take the screen width from here with the fake API.
export { screenWidth } from '../../../test/screen-width';

export interface Recorded {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

type Reply = { status: number; data?: unknown };

export interface FakeTicketsApi {
  /** GET /tickets answers from this: the tickets of one status (or the search), served in pages. */
  tickets: (params: Record<string, unknown>) => TicketDTO[];
  pageSize?: number;
  /** Answers any other call first (PUT /tickets/:id, POST /tickets, GET /contacts ...). */
  extra?: (method: string, url: string, body: unknown, params: Record<string, unknown>) => Reply | undefined;
}

function body(config: InternalAxiosRequestConfig): unknown {
  return typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as unknown) : config.data;
}

/**
 * A fake of the API the tickets screen talks to, recording every call. GET /tickets pages like the
 * real one (count and hasMore); the conversation pane's own reads get a quiet answer.
 */
export function serveTicketsApi({ tickets, pageSize = 40, extra }: FakeTicketsApi): Recorded[] {
  const requests: Recorded[] = [];
  const { adapter } = fakeAdapter((config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const params = (config.params ?? {}) as Record<string, unknown>;
    const sent = body(config);
    requests.push({ method, url, params, body: sent });
    const answered = extra?.(method, url, sent, params);
    if (answered) return answered;
    if (method === 'GET' && url === '/tickets') {
      const all = tickets(params);
      const page = Number(params.pageNumber ?? 1);
      const slice = all.slice((page - 1) * pageSize, page * pageSize);
      return { status: 200, data: { tickets: slice, count: all.length, hasMore: all.length > page * pageSize } };
    }
    const byUuid = /^\/tickets\/u\/(.+)$/.exec(url);
    if (method === 'GET' && byUuid) {
      const found = tickets({}).find((t) => t.uuid === byUuid[1]);
      return found ? { status: 200, data: found } : { status: 404, data: { error: 'ERR_NO_TICKET_FOUND' } };
    }
    if (method === 'GET' && url.startsWith('/messages/')) return { status: 200, data: { messages: [], hasMore: false } };
    if (method === 'GET') return { status: 200, data: [] };
    return { status: 404, data: { error: 'ERR_NOT_FOUND' } };
  });
  api.defaults.adapter = adapter;
  return requests;
}

/** The GET /tickets calls made so far, by their query. */
export function ticketQueries(requests: Recorded[]): Record<string, unknown>[] {
  return requests.filter((r) => r.method === 'GET' && r.url === '/tickets').map((r) => r.params);
}
