import { vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { MessageDTO, TicketDTO } from '@zapdesk/shared';
import { api } from '../../../../lib/api-client';
import { fakeAdapter, type FakeCall } from '../../../../test/fake-adapter';
import { makeUser } from '../../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../../test/render';
import { MessageInput } from '../../components/input/MessageInput';
import { AudioCaptureContext } from '../audio-capture-context';
import type { StartAudioCapture } from '../audio-capture';
import { fakeMicrophone } from './fake-microphone';
import { makeTicket } from './fixtures';

type Reply = { status: number; data?: unknown };
type Route = (config: InternalAxiosRequestConfig) => Reply;

/** A request as the API received it: JSON parsed, multipart kept as FormData. */
export interface ReceivedRequest extends FakeCall {
  params: unknown;
  json: unknown;
  form: FormData | null;
}

/** Serves the given routes ('POST /messages/42'); anything else answers 404 like the real API. */
export function serve(routes: Record<string, Route> = {}) {
  const requests: ReceivedRequest[] = [];
  const { adapter } = fakeAdapter((config, calls) => {
    const form = config.data instanceof FormData ? config.data : null;
    const json = typeof config.data === 'string' ? JSON.parse(config.data) : undefined;
    requests.push({ ...calls[calls.length - 1], params: config.params, json, form });
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    return routes[key]?.(config) ?? { status: 404, data: { error: 'ERR_NOT_FOUND' } };
  });
  api.defaults.adapter = adapter;
  const sent = () => requests.filter((request) => request.method === 'POST' && request.url.startsWith('/messages/'));
  return { requests, sent };
}

/** Replaces the adapter with one whose answers wait until the test releases them. */
export function holdRequests(reply: Reply) {
  const releases: Array<() => void> = [];
  const adapter: AxiosAdapter = (config) =>
    new Promise((resolve) => {
      releases.push(() => resolve({ data: reply.data, status: reply.status, statusText: String(reply.status), headers: {}, config }));
    });
  api.defaults.adapter = adapter;
  return { releaseAll: () => releases.splice(0).forEach((release) => release()), pending: () => releases.length };
}

export const sentOk: Route = () => ({ status: 201, data: { messages: [] } });

interface RenderOptions {
  ticket?: TicketDTO;
  replyingTo?: MessageDTO | null;
  microphone?: { start: StartAudioCapture };
}

/** The input of ticket 42 for Ana Souza (user 7, company 3), with a fake microphone. */
export function renderInput({ ticket = makeTicket(), replyingTo = null, microphone = fakeMicrophone() }: RenderOptions = {}) {
  const onCancelReply = vi.fn();
  const user = userEvent.setup({ delay: null });
  const view = renderWithApp(
    <AudioCaptureContext.Provider value={microphone.start}>
      <MessageInput ticket={ticket} replyingTo={replyingTo} onCancelReply={onCancelReply} />
    </AudioCaptureContext.Provider>,
    { route: `/tickets/${ticket.uuid}`, auth: fakeAuth(makeUser()) },
  );
  return { ...view, user, onCancelReply };
}
