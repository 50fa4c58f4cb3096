import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../lib/api-client';
import { afterEveryTest } from './between-tests';
import { checkAnswer } from './dto-contract';

// Whatever a test installed on the app's API client (a fake adapter, or none), the next test starts from axios's own.
const defaultAdapter = api.defaults.adapter;
afterEveryTest(() => {
  api.defaults.adapter = defaultAdapter;
});

export interface FakeCall {
  method: string;
  url: string;
  authorization: string | null;
}

type Reply = { status: number; data?: unknown };
type Handler = (config: InternalAxiosRequestConfig, calls: FakeCall[]) => Reply;

/**
 * An axios adapter answering from a handler and recording every request, like a tiny API server. A successful
 * answer to a route the API has a DTO schema for must match it (dto-contract.ts), or the request throws.
 */
export function fakeAdapter(handler: Handler): { adapter: AxiosAdapter; calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const header = AxiosHeaders.from(config.headers).get('Authorization');
    const method = (config.method ?? 'get').toUpperCase();
    calls.push({ method, url: config.url ?? '', authorization: typeof header === 'string' ? header : null });
    const reply = handler(config, calls);
    checkAnswer('fake', method, config.url ?? '', reply.status, reply.data);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, null, response);
    }
    return response;
  };
  return { adapter, calls };
}
