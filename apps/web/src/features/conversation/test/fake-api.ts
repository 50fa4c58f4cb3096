import type { InternalAxiosRequestConfig } from 'axios';
import type { MessageDTO, TicketDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';
import { makeContactDto, makeTicketDto } from '../../../test/dto-fixtures';
import { connections, queues } from '../transfer/test/fixtures';
import { makeSession } from '../../../test/fixtures';
import type { MessagesPage } from '../../../resources/messages/api';
import type { TagOption } from '../../../resources/tags/api';

export interface RecordedRequest {
  method: string;
  url: string;
  params: unknown;
  body: unknown;
  authorization: string | null;
}

type Reply = { status: number; data?: unknown };

export interface FakeConversationApi {
  /** GET /tickets/u/:uuid answers this ticket, or this error reply. */
  ticket: TicketDTO | Reply;
  /** GET /messages/:ticketId pages, page 1 first. */
  pages: MessagesPage[];
  tagOptions: TagOption[];
  /** GET /messages/media/:id bodies by path. */
  media: Record<string, Blob>;
  /** Extra answers by `METHOD url`, checked first (e.g. a failing PUT). */
  overrides: Record<string, Reply>;
}

function isReply(value: TicketDTO | Reply): value is Reply {
  return 'status' in value && typeof value.status === 'number';
}

function bodyOf(config: InternalAxiosRequestConfig): unknown {
  return typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
}

/**
 * What the pane's children read once opened: the contact drawer the ticket's contact (GET /contacts/{id}) and its
 * notes, the transfer dialog the queues and connections to choose from.
 */
function childReads(method: string, url: string, ticket: TicketDTO): Reply | undefined {
  if (method !== 'GET') return undefined;
  if (url === `/contacts/${ticket.contactId}` && ticket.contact) {
    const { id, name, number, email, profilePicUrl, isGroup } = ticket.contact;
    return { status: 200, data: makeContactDto({ id, name, number: number ?? '', email, profilePicUrl, isGroup }) };
  }
  if (url === '/ticket-notes/list') return { status: 200, data: [] };
  if (url === '/queue') return { status: 200, data: queues };
  if (url === '/whatsapp/') return { status: 200, data: connections };
  return undefined;
}

/**
 * Answers the conversation's calls like the API would (tickets, messages, tags, media, its children's reads, the
 * token refresh of a 403) and records every request with its params and body.
 */
export function serveConversation(setup: Partial<FakeConversationApi> = {}) {
  const state: FakeConversationApi = { ticket: setup.ticket ?? { status: 404 }, pages: [], tagOptions: [], media: {}, overrides: {}, ...setup };
  const requests: RecordedRequest[] = [];

  const route = (method: string, url: string, config: InternalAxiosRequestConfig): Reply => {
    const override = state.overrides[`${method} ${url}`];
    if (override) return override;
    const childRead = isReply(state.ticket) ? undefined : childReads(method, url, state.ticket);
    if (childRead) return childRead;
    if (method === 'POST' && url === '/auth/refresh_token') return { status: 200, data: makeSession({ token: 'refreshed', sessionId: 's2' }) };
    if (method === 'GET' && url.startsWith('/tickets/u/')) return isReply(state.ticket) ? state.ticket : { status: 200, data: state.ticket };
    if (method === 'GET' && url.startsWith('/messages/media/')) {
      const blob = state.media[url];
      return blob ? { status: 200, data: blob } : { status: 404, data: { error: 'ERR_NOT_FOUND' } };
    }
    if (method === 'GET' && url.startsWith('/messages/')) {
      const { pageNumber } = config.params as { pageNumber: number };
      return { status: 200, data: state.pages[pageNumber - 1] ?? { messages: [], hasMore: false } };
    }
    if (method === 'DELETE' && url.startsWith('/messages/')) {
      const id = Number(url.split('/')[2]);
      const message = state.pages.flatMap((page) => page.messages).find((m) => m.id === id);
      return message ? { status: 200, data: { ...message, body: '', isDeleted: true } satisfies MessageDTO } : { status: 404 };
    }
    if (method === 'PUT' && url.startsWith('/tickets/') && !isReply(state.ticket)) {
      // The body names a transition (status, owner, queue; sendRating is an instruction, not a field).
      const { status = state.ticket.status, userId = state.ticket.userId, queueId = state.ticket.queueId } = bodyOf(config) as Partial<TicketDTO>;
      const user = userId ? { id: userId, name: 'Ana Souza' } : null;
      return { status: 200, data: makeTicketDto({ ...state.ticket, status, userId, queueId, user }) };
    }
    if (method === 'DELETE' && url.startsWith('/tickets/')) return { status: 200, data: { message: 'ticket deleted' } };
    if (method === 'GET' && url === '/tags/list') return { status: 200, data: state.tagOptions.map((tag) => ({ kanban: 0, ...tag })) };
    if (method === 'POST' && url === '/tags/sync' && !isReply(state.ticket)) {
      const { tags } = bodyOf(config) as { tags: Array<{ id?: number; name?: string }> };
      const synced = tags.map(
        (tag, index) => state.tagOptions.find((option) => option.id === tag.id) ?? { id: 900 + index, name: tag.name ?? '', color: '#A4CCCC' },
      );
      return { status: 200, data: { ...state.ticket, tags: synced } };
    }
    return { status: 404, data: { error: 'ERR_NOT_FOUND' } };
  };

  const { adapter } = fakeAdapter((config, calls) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    requests.push({ method, url, params: config.params, body: bodyOf(config), authorization: calls.at(-1)?.authorization ?? null });
    return route(method, url, config);
  });
  api.defaults.adapter = adapter;
  return { state, requests };
}
