// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { actionBody, canDeleteMessage, canOpenTicket, leavesConversation, ticketActions } from './ticket-access';

const vendas = { id: 1, name: 'Vendas', color: '#000' };
const attendant = makeUser({ id: 7, profile: 'user', queues: [vendas], allTicket: 'desabled' });
const admin = makeUser({ id: 8, profile: 'admin', queues: [] });

describe('canOpenTicket', () => {
  it('lets admins open anything and others their own tickets and those of their queues', () => {
    expect(canOpenTicket(admin, { status: 'open', userId: 3, queueId: 9 })).toBe(true);
    expect(canOpenTicket(attendant, { status: 'open', userId: 7, queueId: 9 })).toBe(true);
    expect(canOpenTicket(attendant, { status: 'open', userId: 3, queueId: 1 })).toBe(true);
    expect(canOpenTicket(attendant, { status: 'pending', userId: null, queueId: 9 })).toBe(false);
  });

  it('opens pending tickets without a queue only with allTicket enabled, and not once another agent took them', () => {
    expect(canOpenTicket(attendant, { status: 'pending', userId: null, queueId: null })).toBe(false);
    expect(canOpenTicket({ ...attendant, allTicket: 'enabled' }, { status: 'pending', userId: null, queueId: null })).toBe(true);
    expect(canOpenTicket({ ...attendant, allTicket: 'enabled' }, { status: 'open', userId: 3, queueId: null })).toBe(false);
  });
});

describe('ticket actions', () => {
  it('offers Aceitar on pending, Retornar and Resolver on open, Reabrir on closed', () => {
    expect(ticketActions('pending')).toEqual(['accept']);
    expect(ticketActions('open')).toEqual(['return', 'resolve']);
    expect(ticketActions('closed')).toEqual(['reopen']);
  });

  it('sends the body each transition is read from, and leaves after return and resolve', () => {
    expect(actionBody('accept', 7)).toEqual({ status: 'open', userId: 7 });
    expect(actionBody('reopen', 7)).toEqual({ status: 'open', userId: 7 });
    expect(actionBody('return', 7)).toEqual({ status: 'pending', userId: null });
    expect(actionBody('resolve', 7)).toEqual({ status: 'closed', userId: 7 });
    expect((['accept', 'return', 'resolve', 'reopen'] as const).filter(leavesConversation)).toEqual(['return', 'resolve']);
  });
});

describe('canDeleteMessage', () => {
  it('allows deleting our own messages to the ticket holder and admins', () => {
    const mine = { fromMe: true, isDeleted: false };
    expect(canDeleteMessage(attendant, { userId: 7 }, mine)).toBe(true);
    expect(canDeleteMessage(attendant, { userId: 3 }, mine)).toBe(false);
    expect(canDeleteMessage(admin, { userId: 3 }, mine)).toBe(true);
    expect(canDeleteMessage(attendant, { userId: 7 }, { fromMe: false, isDeleted: false })).toBe(false);
    expect(canDeleteMessage(admin, { userId: 7 }, { fromMe: true, isDeleted: true })).toBe(false);
  });
});
