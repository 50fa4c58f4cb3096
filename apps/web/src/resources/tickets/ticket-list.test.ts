// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TicketDTO } from '@zapdesk/shared';
import { makeContact, makeMessage, makeTicket } from '../../features/notifications/test/fixtures';
import { applyMessageEvent, applyTicketEvent, messageEventTicket, placeTicket } from './ticket-list';

const ids = (list: TicketDTO[]) => list.map((t) => t.id);
const everything = () => true;
const onlyOpen = (ticket: TicketDTO) => ticket.status === 'open';

describe('placeTicket', () => {
  const list = [makeTicket(1, 'Ana'), makeTicket(2, 'Bia'), makeTicket(3, 'Caio')];

  it('adds a ticket that belongs on top, and replaces one already listed where it is', () => {
    expect(ids(placeTicket(list, makeTicket(9, 'Novo'), everything))).toEqual([9, 1, 2, 3]);
    const replaced = placeTicket(list, makeTicket(2, 'Bia', { lastMessage: 'oi' }), everything);
    expect(ids(replaced)).toEqual([1, 2, 3]);
    expect(replaced[1].lastMessage).toBe('oi');
  });

  it('moves a listed ticket only when its last message changed, to where lastMessageAt puts it', () => {
    const dated = [
      makeTicket(1, 'Ana', { lastMessageAt: '2025-03-04T12:03:00.000Z' }),
      makeTicket(2, 'Bia', { lastMessageAt: '2025-03-04T12:02:00.000Z' }),
      makeTicket(3, 'Caio', { lastMessageAt: '2025-03-04T12:01:00.000Z' }),
    ];
    // Opened, read or accepted: updatedAt moves, lastMessageAt does not, and neither does the row.
    const opened = makeTicket(3, 'Caio', { lastMessageAt: '2025-03-04T12:01:00.000Z', updatedAt: '2025-03-04T13:00:00.000Z', unreadMessages: 0 });
    expect(ids(placeTicket(dated, opened, everything))).toEqual([1, 2, 3]);
    expect(ids(placeTicket(dated, makeTicket(3, 'Caio', { lastMessageAt: '2025-03-04T12:05:00.000Z' }), everything))).toEqual([3, 1, 2]);
    // A message older than the top row's (a phone's backlog) lands by its time, not on top.
    expect(ids(placeTicket(dated, makeTicket(3, 'Caio', { lastMessageAt: '2025-03-04T12:02:30.000Z' }), everything))).toEqual([1, 3, 2]);
    expect(ids(placeTicket(dated, makeTicket(9, 'Novo', { lastMessageAt: '2025-03-04T11:00:00.000Z' }), everything))).toEqual([1, 2, 3, 9]);
  });

  it('takes out a ticket that no longer belongs and ignores one that never did', () => {
    expect(ids(placeTicket(list, makeTicket(2, 'Bia', { status: 'closed' }), onlyOpen))).toEqual([1, 3]);
    expect(placeTicket(list, makeTicket(8, 'Fora', { status: 'closed' }), onlyOpen)).toBe(list);
  });

  it('keeps the contact already shown when an update comes without one', () => {
    const placed = placeTicket(list, { ...makeTicket(1, 'Ana'), contact: undefined }, everything);
    expect(placed[0].contact?.name).toBe('Ana');
  });
});

describe('applyTicketEvent', () => {
  const list = [makeTicket(1, 'Ana', { unreadMessages: 4 }), makeTicket(2, 'Bia')];

  it('removes on delete and zeroes the unread count on updateUnread', () => {
    expect(ids(applyTicketEvent(list, { action: 'delete', ticketId: 1 }, everything))).toEqual([2]);
    expect(applyTicketEvent(list, { action: 'updateUnread', ticketId: 1 }, everything)[0].unreadMessages).toBe(0);
    expect(applyTicketEvent(list, { action: 'updateUnread', ticketId: 7 }, everything)).toBe(list);
  });

  it('re-checks an update against the list rule', () => {
    expect(ids(applyTicketEvent(list, { action: 'update', ticket: makeTicket(2, 'Bia', { status: 'pending' }) }, onlyOpen))).toEqual([1]);
  });
});

describe('applyMessageEvent', () => {
  const list = [makeTicket(1, 'Ana'), makeTicket(2, 'Bia', { unreadMessages: 0 })];

  it('moves the ticket of a new message to the top with its unread count and the event contact', () => {
    const ticket = { ...makeTicket(2, 'Bia', { unreadMessages: 3, lastMessageAt: '2025-03-04T12:05:00.000Z' }), contact: undefined };
    const payload = { action: 'create' as const, message: makeMessage(50, 2), ticket, contact: makeContact(102, 'Bia Nova') };
    const placed = applyMessageEvent(list, payload, everything);
    expect(ids(placed)).toEqual([2, 1]);
    expect(placed[0].unreadMessages).toBe(3);
    expect(messageEventTicket(payload).contact?.name).toBe('Bia Nova');
  });

  it('refreshes the ticket of an edited message where it is', () => {
    const payload = {
      action: 'update' as const,
      message: makeMessage(50, 2),
      ticket: makeTicket(2, 'Bia', { lastMessage: 'editada' }),
      contact: makeContact(102, 'Bia'),
    };
    const placed = applyMessageEvent(list, payload, everything);
    expect(ids(placed)).toEqual([1, 2]);
    expect(placed[1].lastMessage).toBe('editada');
  });
});
