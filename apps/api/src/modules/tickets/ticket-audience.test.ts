import { describe, expect, it } from 'vitest';
import { holderChanged, ticketAudience, ticketState, ticketTarget, type TicketState } from './ticket-audience.js';

const ticket = (state: Partial<TicketState>): TicketState => ({ id: 7, status: 'pending', userId: null, queueId: null, ...state });

describe('ticketAudience', () => {
  it('reaches the queue while pending there, and the allTicket users while pending without a queue', () => {
    expect(ticketAudience(ticket({ queueId: 3 }))).toEqual({ ticketId: 7, userIds: [], queueIds: [3], unqueued: false });
    expect(ticketAudience(ticket({}))).toEqual({ ticketId: 7, userIds: [], queueIds: [], unqueued: true });
  });

  it('reaches only the assigned user (besides admins) once the ticket is open or closed', () => {
    expect(ticketAudience(ticket({ status: 'open', userId: 4, queueId: 3 }))).toEqual({ ticketId: 7, userIds: [4], queueIds: [], unqueued: false });
    expect(ticketAudience(ticket({ status: 'closed', userId: 4, queueId: null }))).toEqual({ ticketId: 7, userIds: [4], queueIds: [], unqueued: false });
    expect(ticketAudience(ticket({ status: 'open', userId: null, queueId: null }))).toEqual({ ticketId: 7, userIds: [], queueIds: [], unqueued: false });
  });

  it('keeps an assigned user of a pending ticket besides its queue', () => {
    expect(ticketAudience(ticket({ userId: 4, queueId: 3 }))).toEqual({ ticketId: 7, userIds: [4], queueIds: [3], unqueued: false });
  });

  it('joins the audiences before and after a change, so whoever loses the ticket hears of it', () => {
    const transferred = ticketAudience(ticket({ queueId: 9 }), ticket({ queueId: 3 }));
    expect(transferred).toEqual({ ticketId: 7, userIds: [], queueIds: [3, 9], unqueued: false });
    const accepted = ticketAudience(ticket({ status: 'open', userId: 4, queueId: 3 }), ticket({ queueId: 3 }));
    expect(accepted).toEqual({ ticketId: 7, userIds: [4], queueIds: [3], unqueued: false });
    const reopenedByCustomer = ticketAudience(ticket({}), ticket({ status: 'closed', userId: 4, queueId: 3 }));
    expect(reopenedByCustomer).toEqual({ ticketId: 7, userIds: [4], queueIds: [], unqueued: true });
    const handedOver = ticketAudience(ticket({ status: 'open', userId: 5 }), ticket({ status: 'open', userId: 4 }), ticket({ status: 'open', userId: 5 }));
    expect(handedOver.userIds).toEqual([4, 5]);
  });

  it('wraps the audience as an event target', () => {
    expect(ticketTarget(ticket({ queueId: 3 }))).toEqual({ room: 'ticket', audience: { ticketId: 7, userIds: [], queueIds: [3], unqueued: false } });
  });
});

describe('ticketState and holderChanged', () => {
  it('copies the deciding fields, so a later change of the row does not alter the snapshot', () => {
    const row = { ...ticket({ queueId: 3 }), lastMessage: 'oi' };
    const before = ticketState(row);
    row.queueId = 9;
    expect(before).toEqual({ id: 7, status: 'pending', userId: null, queueId: 3 });
  });

  it('tells a change of owner or queue from a change of status alone', () => {
    expect(holderChanged(ticket({ queueId: 3 }), ticket({ queueId: 9 }))).toBe(true);
    expect(holderChanged(ticket({ status: 'open', userId: 4 }), ticket({ status: 'open', userId: 5 }))).toBe(true);
    expect(holderChanged(ticket({ status: 'open', userId: 4, queueId: 3 }), ticket({ status: 'closed', userId: 4, queueId: 3 }))).toBe(false);
    expect(holderChanged(ticket({ status: 'open', userId: 4 }), ticket({ status: 'closed', userId: 4 }))).toBe(false);
  });

  it('counts a ticket without a queue entering or leaving pending: allTicket users follow it only while pending', () => {
    expect(holderChanged(ticket({ status: 'pending', userId: 4 }), ticket({ status: 'closed', userId: 4 }))).toBe(true);
    expect(holderChanged(ticket({ status: 'closed', userId: 4 }), ticket({ status: 'pending', userId: 4 }))).toBe(true);
  });
});
