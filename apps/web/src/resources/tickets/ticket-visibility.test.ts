// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TicketListScope } from './ticket-query';
import { belongsToList, isVisibleTo, type TicketViewer } from './ticket-visibility';
import { openTicket, pendingTicket, suporte, vendas } from '../../features/tickets/test/fixtures';

const agent: TicketViewer = { id: 7, profile: 'user', super: false, allTicket: 'desabled', queues: [vendas] };
const admin: TicketViewer = { ...agent, profile: 'admin' };

describe('isVisibleTo (the API list visibility)', () => {
  it('shows a user their own tickets and the pending tickets of their queues', () => {
    expect(isVisibleTo(openTicket(1, 'Mine', { queueId: 2, queue: suporte }), agent, false)).toBe(true);
    expect(isVisibleTo(pendingTicket(2, 'Vendas'), agent, false)).toBe(true);
    expect(isVisibleTo(pendingTicket(3, 'Suporte', suporte), agent, false)).toBe(false);
    expect(isVisibleTo(openTicket(4, 'Other agent', { userId: 8 }), agent, false)).toBe(false);
  });

  it("shows pending tickets without a queue only with allTicket 'enabled'", () => {
    expect(isVisibleTo(pendingTicket(5, 'No queue', null), agent, false)).toBe(false);
    expect(isVisibleTo(pendingTicket(5, 'No queue', null), { ...agent, allTicket: 'enabled' }, false)).toBe(true);
  });

  it('shows admins everything with showAll, every closed ticket without it, and ignores showAll for users', () => {
    const others = openTicket(6, 'Other', { userId: 8, queueId: 2, queue: suporte });
    expect(isVisibleTo(others, admin, true)).toBe(true);
    expect(isVisibleTo(others, admin, false)).toBe(false);
    expect(isVisibleTo({ ...others, status: 'closed' }, admin, false)).toBe(true);
    expect(isVisibleTo({ ...others, status: 'closed' }, agent, false)).toBe(false);
    expect(isVisibleTo(others, agent, true)).toBe(false);
  });
});

describe('belongsToList', () => {
  const pendingList: TicketListScope = { kind: 'status', status: 'pending', showAll: false, queueIds: null, withoutQueue: true };
  const search: TicketListScope = { kind: 'search', searchParam: 'ana', tags: [5], users: [7], showAll: true, queueIds: null, withoutQueue: true };

  it("needs the list's status, the visibility and the queue filter", () => {
    expect(belongsToList(pendingTicket(1, 'A'), pendingList, agent, false)).toBe(true);
    expect(belongsToList(openTicket(1, 'A'), pendingList, agent, false)).toBe(false);
    expect(belongsToList(pendingTicket(1, 'A'), { ...pendingList, queueIds: [2] }, agent, false)).toBe(false);
    expect(belongsToList(pendingTicket(1, 'A', null), { ...pendingList, withoutQueue: false }, { ...agent, allTicket: 'enabled' }, false)).toBe(false);
  });

  it('keeps in a search only tickets it lists that still match its tags and users', () => {
    const tagged = openTicket(1, 'Ana', { tags: [{ id: 5, name: 'VIP', color: '#f00' }] });
    expect(belongsToList(tagged, search, admin, true)).toBe(true);
    expect(belongsToList(tagged, search, admin, false)).toBe(false);
    expect(belongsToList({ ...tagged, tags: [] }, search, admin, true)).toBe(false);
    expect(belongsToList({ ...tagged, userId: 9 }, search, admin, true)).toBe(false);
  });
});
