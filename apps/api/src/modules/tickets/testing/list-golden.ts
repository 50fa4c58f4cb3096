import { messagesPageSchema, ticketSchema, ticketsPageSchema, type MessageDTO, type TicketDTO } from '@zapdesk/shared';
import { expectDto } from '../../../test/expect-dto.js';
import { api, bearer } from '../../../test/http.js';
import { CONVERSATION, VIEWERS, type ListDataset, type ViewerLabel } from './list-dataset.js';

// What the comparison test asks of the API and how it writes the answers down: every id becomes the label
// the data set gave it, so answers from different runs (and implementations) compare exactly.

/** A GET /tickets query with ids written as labels (`@tag:vip`), resolved against the data set per run. */
export type ListQuery = Record<string, string | number>;

/** Every filter of spec §7 alone, the usual combinations of the screen's tabs, paging and search edge cases. */
export const LIST_QUERIES: ListQuery[] = [
  {},
  { showAll: 'true' },
  { showAll: 'false' },
  { status: 'open' },
  { status: 'open', showAll: 'true' },
  { status: 'pending' },
  { status: 'pending', showAll: 'true' },
  { status: 'closed' },
  { status: 'closed', showAll: 'true' },
  { pageNumber: 2 },
  { showAll: 'true', pageNumber: 2 },
  { showAll: 'true', pageNumber: 3 },
  { status: 'pending', queueIds: '[@queue:sales]' },
  { status: 'pending', queueIds: '[@queue:support,@queue:billing]', showAll: 'true' },
  { queueIds: '[]', showAll: 'true' },
  { status: 'open', queueIds: '[@queue:billing]', showAll: 'true' },
  { status: 'open', queueIds: '[@queue:sales]' },
  { users: '[@user:ana]', showAll: 'true' },
  { users: '[@user:ana,@user:bia]' },
  { status: 'closed', users: '[@user:leo]', showAll: 'true' },
  { tags: '[@tag:vip]', showAll: 'true' },
  { tags: '[@tag:vip,@tag:urgent]', showAll: 'true' },
  { tags: '[@tag:vip,@tag:urgent,@tag:late]' },
  { tags: '[@tag:vip,@tag:vip]', showAll: 'true' },
  { tags: '[@tag:other-vip]', showAll: 'true' },
  { tags: '[2147483647]' },
  { tags: '[]', showAll: 'true' },
  { withUnreadMessages: 'true' },
  { withUnreadMessages: 'true', status: 'pending', showAll: 'true' },
  { withUnreadMessages: 'false', showAll: 'true' },
  { date: '2026-02-21', showAll: 'true' },
  { date: '2026-02-22' },
  { updatedAt: '2026-03-01', showAll: 'true' },
  { updatedAt: '2026-02-28', status: 'closed' },
  { date: '2026-02-24', updatedAt: '2026-02-28', showAll: 'true' },
  { searchParam: 'maria' },
  { searchParam: 'maria souza', showAll: 'true' },
  { searchParam: 'MARIA', showAll: 'true' },
  { searchParam: '  souza  ', showAll: 'true' },
  { searchParam: '55119900001', showAll: 'true' },
  { searchParam: 'boleto', showAll: 'true' },
  { searchParam: 'boleto' },
  { searchParam: '100%', showAll: 'true' },
  { searchParam: '_', showAll: 'true' },
  { searchParam: '%', showAll: 'true' },
  { searchParam: 'joão', showAll: 'true' },
  { searchParam: 'álvares', showAll: 'true' },
  { searchParam: 'nada disso', showAll: 'true' },
  { searchParam: '   ', showAll: 'true' },
  { searchParam: 'maria', tags: '[@tag:vip]', showAll: 'true' },
  { searchParam: 'a', status: 'pending' },
  { searchParam: 'souza', status: 'closed', users: '[@user:ana]', showAll: 'true' },
  { searchParam: 'souza', pageNumber: 2, showAll: 'true' },
  { status: 'pending', queueIds: '[@queue:sales]', withUnreadMessages: 'true', tags: '[@tag:vip]' },
  { status: 'closed', date: '2026-02-27', queueIds: '[@queue:support]', showAll: 'true' },
];

/** The query with its `@kind:label` references replaced by this run's ids. */
export function resolveQuery(query: ListQuery, dataset: ListDataset): Record<string, string | number> {
  const resolve = (value: string | number) =>
    typeof value === 'string' ? value.replace(/@(\w+):([\w-]+)/g, (_, kind: string, label: string) => String(dataset.labels.id(kind, label))) : value;
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, resolve(value)]));
}

/** A ticket DTO with ids as labels; the uuid is checked against the row's and written as `uuid`. */
export function labelTicket(dto: TicketDTO, dataset: ListDataset): Record<string, unknown> {
  const { labels } = dataset;
  const label = labels.of('ticket', dto.id);
  return {
    ...dto,
    id: label,
    uuid: label && dataset.uuids.get(label) === dto.uuid ? 'uuid' : `?uuid:${dto.uuid}`,
    contactId: labels.of('contact', dto.contactId),
    userId: labels.of('user', dto.userId),
    queueId: labels.of('queue', dto.queueId),
    whatsappId: labels.of('whatsapp', dto.whatsappId),
    companyId: labels.of('company', dto.companyId),
    contact: dto.contact && { ...dto.contact, id: labels.of('contact', dto.contact.id) },
    user: dto.user && { ...dto.user, id: labels.of('user', dto.user.id) },
    queue: dto.queue && { ...dto.queue, id: labels.of('queue', dto.queue.id) },
    whatsapp: dto.whatsapp && { ...dto.whatsapp, id: labels.of('whatsapp', dto.whatsapp.id) },
    // The order of a ticket's tags was never defined: written down sorted by label.
    tags: dto.tags.map((tag) => ({ ...tag, id: labels.of('tag', tag.id) })).sort((a, b) => String(a.id).localeCompare(String(b.id))),
  };
}

/**
 * A message DTO with ids as labels (the media path names the message's id). Timestamps written while the test
 * ran (the owner's read marks messages read) become `(when read)`.
 */
export function labelMessage(dto: MessageDTO, dataset: ListDataset): Record<string, unknown> {
  const { labels } = dataset;
  const label = labels.of('message', dto.id);
  const seeded = (at: string) => (at >= dataset.startedAt ? '(when read)' : at);
  return {
    ...dto,
    createdAt: seeded(dto.createdAt),
    updatedAt: seeded(dto.updatedAt),
    id: label,
    wid: dto.wid?.replace(/-\d+$/, '-ticket') ?? null,
    ticketId: labels.of('ticket', dto.ticketId),
    mediaUrl: dto.mediaUrl?.replace(String(dto.id), String(label)) ?? null,
    quotedMsg: dto.quotedMsg && { ...dto.quotedMsg, id: labels.of('message', dto.quotedMsg.id) },
    contact: dto.contact && { ...dto.contact, id: labels.of('contact', dto.contact.id) },
  };
}

export interface ListAnswer {
  status: number;
  count?: number;
  hasMore?: boolean;
  tickets?: string[];
  error?: string;
}

export interface Recording {
  /** `${viewer} ${JSON query}` → what GET /tickets answered. */
  lists: Record<string, ListAnswer>;
  /** Every ticket as the list showed it (to the admin with showAll), by label. */
  tickets: Record<string, Record<string, unknown>>;
  /** `${viewer} page N` → GET /messages/{conversation}. */
  messages: Record<string, { status: number; hasMore?: boolean; messages?: Record<string, unknown>[] }>;
  /** `${viewer} ${ticket}` → the status of GET /tickets/{id} and of GET /messages/{id}. */
  access: Record<string, { show: number; messages: number }>;
}

/** Asks everything of the API in a fixed order (the owner's reads come last: they mark tickets read). */
export async function recordAnswers(dataset: ListDataset): Promise<Recording> {
  const recording: Recording = { lists: {}, tickets: {}, messages: {}, access: {} };
  for (const viewer of VIEWERS) {
    for (const query of LIST_QUERIES) {
      const res = await api().get('/tickets').query(resolveQuery(query, dataset)).set(bearer(dataset.tokens[viewer]));
      const key = `${viewer} ${JSON.stringify(query)}`;
      if (res.status !== 200) {
        recording.lists[key] = { status: res.status, error: (res.body as { error?: string }).error };
        continue;
      }
      // Every page, for every viewer and filter, is exactly the shared DTO (what the web's fakes are built from).
      const body = expectDto(ticketsPageSchema, res.body, `GET /tickets ${key}`);
      recording.lists[key] = {
        status: 200,
        count: body.count,
        hasMore: body.hasMore,
        tickets: body.tickets.map((t) => String(dataset.labels.of('ticket', t.id))),
      };
      if (viewer === 'admin' && query.showAll === 'true' && Object.keys(query).length <= 2) {
        for (const ticket of body.tickets) recording.tickets[String(dataset.labels.of('ticket', ticket.id))] = labelTicket(ticket, dataset);
      }
    }
  }
  const conversation = dataset.labels.id('ticket', CONVERSATION);
  const pages: [ViewerLabel, number][] = [
    ['admin', 1],
    ['admin', 2],
    ['admin', 3],
    ['admin', 4],
    ['bia', 1],
    ['ana', 1],
    ['ana', 1],
    ['ana', 2],
  ];
  for (const [index, [viewer, page]] of pages.entries()) {
    const res = await api().get(`/messages/${conversation}`).query({ pageNumber: page }).set(bearer(dataset.tokens[viewer]));
    const key = `${index} ${viewer} page ${page}`;
    if (res.status !== 200) {
      recording.messages[key] = { status: res.status };
      continue;
    }
    const body = expectDto(messagesPageSchema, res.body, `GET /messages ${key}`);
    recording.messages[key] = { status: 200, hasMore: body.hasMore, messages: body.messages.map((m) => labelMessage(m, dataset)) };
  }
  for (const viewer of VIEWERS) {
    for (const spec of dataset.specs) {
      const id = dataset.labels.id('ticket', spec.label);
      const show = await api().get(`/tickets/${id}`).set(bearer(dataset.tokens[viewer]));
      const messages = await api().get(`/messages/${id}`).set(bearer(dataset.tokens[viewer]));
      if (show.status === 200) expectDto(ticketSchema, show.body, `GET /tickets/${spec.label} as ${viewer}`);
      if (messages.status === 200) expectDto(messagesPageSchema, messages.body, `GET /messages/${spec.label} as ${viewer}`);
      recording.access[`${viewer} ${spec.label}`] = { show: show.status, messages: messages.status };
    }
  }
  return recording;
}
