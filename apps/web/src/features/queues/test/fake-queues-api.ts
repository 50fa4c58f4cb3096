import { defaultSchedules, type QueueDTO, type QueueOptionDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';
import { makeQueueDto } from '../../../test/dto-fixtures';
import { fakeAdapter } from '../../../test/fake-adapter';

type Reply = { status: number; data?: unknown };
export interface Request {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
}

/** A stored option: the tree is rebuilt from these on every GET, like the API does. */
export interface StoredOption {
  id: number;
  title: string;
  message: string;
  option: number;
  queueId: number;
  parentId: number | null;
}

const at = '2026-01-01T00:00:00.000Z';

export function makeQueue(overrides: Partial<QueueDTO> = {}): QueueDTO {
  return makeQueueDto({ createdAt: at, updatedAt: at, ...overrides });
}

function tree(options: StoredOption[], parentId: number | null): QueueOptionDTO[] {
  return options
    .filter((o) => o.parentId === parentId)
    .sort((a, b) => a.option - b.option)
    .map((o) => ({ ...o, option: String(o.option), children: tree(options, o.id), createdAt: at, updatedAt: at }));
}

function subtreeIds(options: StoredOption[], id: number): number[] {
  return [id, ...options.filter((o) => o.parentId === id).flatMap((o) => subtreeIds(options, o.id))];
}

/**
 * A small in-memory stand-in for the queue endpoints of the API (and GET /settings for scheduleType),
 * answering through axios' adapter. `override` answers a request first (errors, slow paths).
 */
export function serveQueuesApi({
  queues = [] as QueueDTO[],
  options = [] as StoredOption[],
  scheduleType = 'disabled',
  override = (_request: Request): Reply | undefined => undefined,
} = {}) {
  const state = { queues: [...queues], options: [...options], nextId: 100 };
  const requests: Request[] = [];
  const { adapter } = fakeAdapter((config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : undefined;
    const request = { method, url, params: (config.params ?? {}) as Record<string, unknown>, body };
    requests.push(request);
    const overridden = override(request);
    if (overridden) return overridden;
    const id = Number(url.split('/').pop());

    if (method === 'GET' && url === '/settings') return { status: 200, data: [{ key: 'scheduleType', value: scheduleType }] };
    if (method === 'GET' && url === '/queue') return { status: 200, data: state.queues };
    if (method === 'POST' && url === '/queue') {
      const queue = makeQueue({ ...body, id: ++state.nextId, schedules: (body?.schedules as QueueDTO['schedules']) ?? defaultSchedules() });
      state.queues.push(queue);
      return { status: 201, data: queue };
    }
    if (method === 'PUT' && url.startsWith('/queue/')) {
      const queue = { ...state.queues.find((q) => q.id === id), ...body } as QueueDTO;
      state.queues = state.queues.map((q) => (q.id === id ? queue : q));
      return { status: 200, data: queue };
    }
    if (method === 'DELETE' && url.startsWith('/queue/')) {
      state.queues = state.queues.filter((q) => q.id !== id);
      return { status: 200, data: { message: 'Queue deleted' } };
    }
    if (method === 'GET' && url === '/queue-options') {
      const queueOptions = state.options.filter((o) => o.queueId === Number(request.params.queueId));
      const parentId = Number(request.params.parentId);
      return { status: 200, data: tree(queueOptions, parentId === -1 ? null : parentId) };
    }
    if (method === 'POST' && url === '/queue-options') {
      const parentId = body?.parentId === -1 ? null : (body?.parentId as number);
      const siblings = state.options.filter((o) => o.queueId === body?.queueId && o.parentId === parentId);
      const option: StoredOption = {
        id: ++state.nextId,
        title: String(body?.title),
        message: String(body?.message ?? ''),
        option: Math.max(0, ...siblings.map((o) => o.option)) + 1,
        queueId: Number(body?.queueId),
        parentId,
      };
      state.options.push(option);
      return { status: 201, data: tree([option], parentId)[0] };
    }
    if (method === 'PUT' && url.startsWith('/queue-options/')) {
      state.options = state.options.map((o) => (o.id === id ? { ...o, title: String(body?.title), message: String(body?.message) } : o));
      return { status: 200, data: tree(state.options, state.options.find((o) => o.id === id)?.parentId ?? null).find((o) => o.id === id) };
    }
    if (method === 'DELETE' && url.startsWith('/queue-options/')) {
      const doomed = new Set(subtreeIds(state.options, id));
      state.options = state.options.filter((o) => !doomed.has(o.id));
      return { status: 200, data: { message: 'Option deleted' } };
    }
    return { status: 404, data: { error: 'ERR_NOT_FOUND' } };
  });
  api.defaults.adapter = adapter;
  return { state, requests, writes: () => requests.filter((r) => r.method !== 'GET') };
}
