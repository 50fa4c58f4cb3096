// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { AnnouncementDTO, QueueDTO, QuickMessageDTO, TagDTO, TagOptionDTO, WhatsappDTO } from '@zapdesk/shared';
import type { PagedData } from '../lib/paged-list';
import { makeAnnouncementDto } from '../test/feature-dto-fixtures';
import { makeUser } from '../test/fixtures';
import { announcementKeys } from './announcements/keys';
import { applyAnnouncementEvent } from './announcements/live';
import { connectionKeys } from './connections/keys';
import { applyConnectionEvent } from './connections/live';
import { contactListRule } from './contacts/live';
import { queueKeys } from './queues/keys';
import { applyQueueEvent } from './queues/live';
import { quickMessageKeys } from './quick-messages/keys';
import { applyQuickMessageEvent } from './quick-messages/live';
import { tagKeys } from './tags/keys';
import { applyTagEvent } from './tags/live';
import { userKeys } from './users/keys';
import { applyUserEvent } from './users/live';

const viewer = makeUser({ id: 7, profile: 'user' });
const paged = <T>(rows: T[], hasMore = false): PagedData<T> => ({ pages: [{ rows, hasMore }], pageParams: [1] });
const rowsOf = <T>(client: QueryClient, key: readonly unknown[]) => client.getQueryData<PagedData<T>>(key)?.pages.flatMap((page) => page.rows);

const queue = (id: number, name: string, orderQueue: number | null = null) => ({ id, name, color: '#000', orderQueue }) as QueueDTO;
const tag = (id: number, name: string, kanban = 0) => ({ id, name, color: '#111', kanban, userId: null, ticketsCount: 0 }) as unknown as TagDTO;

describe('resource reducers of live events', () => {
  it('queues: one list for the page and every picker, in the API order (orderQueue, then name)', () => {
    const client = new QueryClient();
    client.setQueryData(queueKeys.list, [queue(1, 'Suporte', 1), queue(2, 'Vendas', 2)]);
    applyQueueEvent(client, { action: 'update', queue: queue(1, 'Suporte VIP', 3) }, viewer);
    expect(client.getQueryData<QueueDTO[]>(queueKeys.list)?.map((q) => q.name)).toEqual(['Vendas', 'Suporte VIP']);
    applyQueueEvent(client, { action: 'create', queue: queue(3, 'Financeiro') }, viewer);
    applyQueueEvent(client, { action: 'delete', queueId: 2 }, viewer);
    expect(client.getQueryData<QueueDTO[]>(queueKeys.list)?.map((q) => q.name)).toEqual(['Suporte VIP', 'Financeiro']);
  });

  it("users: the searched lists and the pickers' choices (id and name only)", () => {
    const client = new QueryClient();
    client.setQueryData(userKeys.list(''), paged([makeUser({ id: 1, name: 'Ana' })]));
    client.setQueryData(userKeys.list('bru'), paged([]));
    client.setQueryData(userKeys.options, [{ id: 1, name: 'Ana' }]);
    applyUserEvent(client, { action: 'create', user: makeUser({ id: 2, name: 'Bruno', email: 'bruno@x.com' }) }, viewer);
    applyUserEvent(client, { action: 'update', user: makeUser({ id: 1, name: 'Zoe' }) }, viewer);
    // A new user goes in name order; a renamed one stays where it is listed (its next load orders it).
    expect(rowsOf<{ name: string }>(client, userKeys.list(''))?.map((u) => u.name)).toEqual(['Zoe', 'Bruno']);
    expect(rowsOf<{ name: string }>(client, userKeys.list('bru'))?.map((u) => u.name)).toEqual(['Bruno']);
    expect(client.getQueryData(userKeys.options)).toEqual([
      { id: 2, name: 'Bruno' },
      { id: 1, name: 'Zoe' },
    ]);
  });

  it('tags: the page, the pickers and the kanban lanes (a tag switched off leaves the board)', () => {
    const client = new QueryClient();
    client.setQueryData(tagKeys.list(''), paged([tag(1, 'VIP')]));
    client.setQueryData(tagKeys.options, [{ id: 1, name: 'VIP', color: '#111', kanban: 1 }]);
    client.setQueryData(tagKeys.kanbanLanes, [{ id: 1, name: 'VIP', color: '#111', kanban: 1 }]);
    applyTagEvent(client, { action: 'update', tag: tag(1, 'Ouro', 0) }, viewer);
    applyTagEvent(client, { action: 'create', tag: tag(2, 'Atrasado', 1) }, viewer);
    expect(rowsOf<TagDTO>(client, tagKeys.list(''))?.map((t) => t.name)).toEqual(['Atrasado', 'Ouro']);
    expect(client.getQueryData<TagOptionDTO[]>(tagKeys.options)?.map((t) => t.name)).toEqual(['Atrasado', 'Ouro']);
    expect(client.getQueryData<TagOptionDTO[]>(tagKeys.kanbanLanes)?.map((t) => t.id)).toEqual([2]);
    applyTagEvent(client, { action: 'delete', tagId: 2 }, viewer);
    expect(client.getQueryData<TagOptionDTO[]>(tagKeys.kanbanLanes)).toEqual([]);
  });

  it("quick replies: another author's reply made private leaves my lists and my suggestions", () => {
    const client = new QueryClient();
    const shared = { id: 5, shortcode: 'oi', message: 'Olá', geral: true, status: false, userId: 9 } as QuickMessageDTO;
    client.setQueryData(quickMessageKeys.list(''), paged([shared]));
    client.setQueryData(quickMessageKeys.usable, [shared]);
    applyQuickMessageEvent(client, { action: 'update', quickMessage: { ...shared, geral: false } }, viewer);
    expect(rowsOf(client, quickMessageKeys.list(''))).toEqual([]);
    expect(client.getQueryData(quickMessageKeys.usable)).toEqual([]);
  });

  it('announcements: the top bar keeps only active ones, in priority order', () => {
    const client = new QueryClient();
    const notice = (id: number, priority: 1 | 2 | 3, status = true) => makeAnnouncementDto({ id, priority, status, title: `A${id}`, text: '' });
    client.setQueryData(announcementKeys.active, paged([notice(1, 2)]));
    client.setQueryData(announcementKeys.list(''), paged([notice(1, 2)]));
    applyAnnouncementEvent(client, { action: 'update', announcement: notice(3, 1) }, viewer);
    expect(rowsOf<AnnouncementDTO>(client, announcementKeys.active)?.map((a) => a.id)).toEqual([3, 1]);
    applyAnnouncementEvent(client, { action: 'update', announcement: notice(1, 2, false) }, viewer);
    expect(rowsOf<AnnouncementDTO>(client, announcementKeys.active)?.map((a) => a.id)).toEqual([3]);
    expect(rowsOf<AnnouncementDTO>(client, announcementKeys.list(''))?.map((a) => a.status)).toEqual([false]);
  });

  it('connections: a live update keeps the token that events leave out', () => {
    const client = new QueryClient();
    client.setQueryData(connectionKeys.list, [{ id: 1, name: 'Loja', token: 'secret', status: 'qrcode' } as WhatsappDTO]);
    const { token: _left, ...update } = { id: 1, name: 'Loja Centro', token: '', status: 'CONNECTED' } as WhatsappDTO;
    applyConnectionEvent(client, { action: 'update', whatsapp: update }, viewer);
    expect(client.getQueryData<WhatsappDTO[]>(connectionKeys.list)).toEqual([{ id: 1, name: 'Loja Centro', token: 'secret', status: 'CONNECTED' }]);
  });

  it('contacts: a search matches the name or the digits of the number, as the API does', () => {
    const contact = { id: 1, name: 'Maria Lima', number: '5511987654321' } as never;
    expect(contactListRule.matches(contact, 'lima')).toBe(true);
    expect(contactListRule.matches(contact, '(11) 98765')).toBe(true);
    expect(contactListRule.matches(contact, 'joão')).toBe(false);
  });
});
