// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TICKET_COUNT_CAP, type TicketDTO } from '@zapdesk/shared';
import { appendPage, applyLiveEvent, firstPage, moveCount, type LiveTicketEvent, type TicketListData } from './ticket-list-data';
import type { TicketListScope } from './ticket-query';
import type { TicketViewer } from './ticket-visibility';
import { makeContact, makeMessage, openTicket, pendingTicket, suporte } from '../../features/tickets/test/fixtures';

const agent: TicketViewer = { id: 7, profile: 'user', super: false, allTicket: 'desabled', queues: [{ id: 1, name: 'Vendas', color: '#2e7d32' }] };
const pendingScope: TicketListScope = { kind: 'status', status: 'pending', showAll: false, queueIds: null, withoutQueue: true };
const openScope: TicketListScope = { ...pendingScope, status: 'open' };
const keepAll = () => true;

const ids = (data: TicketListData) => data.tickets.map((t) => t.id);
const list = (tickets: TicketDTO[], count = tickets.length): TicketListData => ({ tickets, count, hasMore: count > tickets.length, nextPage: 2 });
const update = (ticket: TicketDTO): LiveTicketEvent => ({ entity: 'ticket', payload: { action: 'update', ticket } });

describe('pages', () => {
  it('takes the count from the server, less what the screen filters out', () => {
    const data = firstPage({ tickets: [pendingTicket(1, 'A'), pendingTicket(2, 'B', null)], count: 50, hasMore: true }, (t) => t.queueId !== null);
    expect(ids(data)).toEqual([1]);
    expect(data).toMatchObject({ count: 49, hasMore: true, nextPage: 2 });
  });

  it('appends the next page once, keeping the live version of a ticket pushed down by an insert', () => {
    const live = pendingTicket(2, 'B', undefined, { lastMessage: 'live' });
    const data = appendPage(
      list([pendingTicket(9, 'New'), pendingTicket(1, 'A'), live], 43),
      { tickets: [pendingTicket(2, 'B'), pendingTicket(3, 'C')], count: 43, hasMore: false },
      keepAll,
    );
    expect(ids(data)).toEqual([9, 1, 2, 3]);
    expect(data.tickets[2].lastMessage).toBe('live');
    expect(data).toMatchObject({ count: 43, hasMore: false, nextPage: 3 });
  });
});

describe('a capped count (the API stops counting at TICKET_COUNT_CAP: 999+)', () => {
  it('stays capped whatever joins or leaves, since the real count is unknown', () => {
    expect(moveCount(TICKET_COUNT_CAP, -1)).toBe(TICKET_COUNT_CAP);
    expect(moveCount(TICKET_COUNT_CAP, 5)).toBe(TICKET_COUNT_CAP);
    expect(moveCount(TICKET_COUNT_CAP - 1, 3)).toBe(TICKET_COUNT_CAP);
    expect(moveCount(12, -20)).toBe(0);
    const data = firstPage(
      { tickets: [pendingTicket(1, 'A'), pendingTicket(2, 'B', null)], count: TICKET_COUNT_CAP, hasMore: true },
      (t) => t.queueId !== null,
    );
    expect(data.count).toBe(TICKET_COUNT_CAP);
    const accepted = applyLiveEvent(data, update(openTicket(1, 'A', { userId: 7 })), pendingScope, agent);
    expect(accepted).toMatchObject({ tickets: [], count: TICKET_COUNT_CAP });
  });
});

describe('applyLiveEvent (spec §4 Live list events)', () => {
  const start = list([pendingTicket(1, 'Ana'), pendingTicket(2, 'Bia')], 10);

  it('adds a matching update on top and counts it', () => {
    const data = applyLiveEvent(start, update(pendingTicket(3, 'Caio')), pendingScope, agent);
    expect(ids(data)).toEqual([3, 1, 2]);
    expect(data.count).toBe(11);
  });

  it('replaces a listed ticket in place without counting it twice', () => {
    const data = applyLiveEvent(start, update(pendingTicket(2, 'Bia', undefined, { lastMessage: 'nova' })), pendingScope, agent);
    expect(ids(data)).toEqual([1, 2]);
    expect(data.tickets[1].lastMessage).toBe('nova');
    expect(data.count).toBe(10);
  });

  it('moves an accepted ticket from the pending list to the open list, both counts following', () => {
    const accepted = openTicket(1, 'Ana', { lastMessageAt: '2025-03-04T12:10:00.000Z' });
    const pending = applyLiveEvent(start, update(accepted), pendingScope, agent);
    const open = applyLiveEvent(list([openTicket(5, 'Eva')], 1), update(accepted), openScope, agent);
    expect(ids(pending)).toEqual([2]);
    expect(pending.count).toBe(9);
    expect(ids(open)).toEqual([1, 5]);
    expect(open.count).toBe(2);
    // It joins the open list where its last message puts it, as the API orders it: below a newer one.
    const older = applyLiveEvent(list([openTicket(5, 'Eva', { lastMessageAt: '2025-03-04T12:20:00.000Z' })], 1), update(accepted), openScope, agent);
    expect(ids(older)).toEqual([5, 1]);
  });

  it('removes a ticket moved to a queue the user cannot see or that the filter leaves out', () => {
    expect(ids(applyLiveEvent(start, update(pendingTicket(1, 'Ana', suporte)), pendingScope, agent))).toEqual([2]);
    const filtered: TicketListScope = { ...pendingScope, queueIds: [1], withoutQueue: false };
    expect(ids(applyLiveEvent(start, update(pendingTicket(2, 'Bia', null)), filtered, { ...agent, allTicket: 'enabled' }))).toEqual([1]);
  });

  it('ignores a ticket that does not belong and was not listed', () => {
    expect(applyLiveEvent(start, update(pendingTicket(8, 'Outra', suporte)), pendingScope, agent)).toEqual(start);
  });

  it('removes on delete and sets unread 0 on updateUnread', () => {
    const deleted = applyLiveEvent(start, { entity: 'ticket', payload: { action: 'delete', ticketId: 2 } }, pendingScope, agent);
    expect(ids(deleted)).toEqual([1]);
    expect(deleted.count).toBe(9);
    const read = applyLiveEvent(start, { entity: 'ticket', payload: { action: 'updateUnread', ticketId: 1 } }, pendingScope, agent);
    expect(read.tickets[0].unreadMessages).toBe(0);
    expect(read.count).toBe(10);
  });

  it('moves the ticket of a new message to the top with its unread count', () => {
    const ticket = pendingTicket(2, 'Bia', undefined, { unreadMessages: 5, lastMessage: 'Olá?', lastMessageAt: '2025-03-04T12:05:00.000Z' });
    const data = applyLiveEvent(
      start,
      { entity: 'appMessage', payload: { action: 'create', message: makeMessage(1, 2), ticket, contact: makeContact(102, 'Bia') } },
      pendingScope,
      agent,
    );
    expect(ids(data)).toEqual([2, 1]);
    expect(data.tickets[0]).toMatchObject({ unreadMessages: 5, lastMessage: 'Olá?' });
    expect(data.count).toBe(10);
  });

  it('shows contact edits and drops the tickets of a deleted contact', () => {
    const renamed = applyLiveEvent(start, { entity: 'contact', payload: { action: 'update', contact: makeContact(101, 'Ana Maria') } }, pendingScope, agent);
    expect(renamed.tickets[0].contact?.name).toBe('Ana Maria');
    const gone = applyLiveEvent(start, { entity: 'contact', payload: { action: 'delete', contactId: 102 } }, pendingScope, agent);
    expect(ids(gone)).toEqual([1]);
    expect(gone.count).toBe(9);
  });

  it('never lets a search list gain tickets it did not find', () => {
    const search: TicketListScope = { kind: 'search', searchParam: 'ana', tags: [], users: [], showAll: false, queueIds: null, withoutQueue: true };
    const found = list([openTicket(1, 'Ana')]);
    expect(applyLiveEvent(found, update(openTicket(4, 'Outro')), search, agent)).toEqual(found);
    const closed = applyLiveEvent(found, update(openTicket(1, 'Ana', { status: 'closed' })), search, agent);
    expect(closed.tickets[0].status).toBe('closed');
  });
});
