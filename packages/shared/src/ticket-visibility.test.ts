import { describe, expect, it } from 'vitest';
import {
  CONVERSATION,
  canSeeTicket,
  listSight,
  ticketListGroups,
  ticketViewerOf,
  type TicketViewer,
  type TicketVisibilityFields,
} from './ticket-visibility.js';
import type { TicketStatus } from './dto.js';

const ME = 7;
const MINE = 1;
const tickets: TicketVisibilityFields[] = (['pending', 'open', 'closed'] as TicketStatus[]).flatMap((status) =>
  [ME, 8, null].flatMap((userId) => [MINE, 2, null].map((queueId) => ({ status, userId, queueId }))),
);
const viewers: TicketViewer[] = [false, true].flatMap((isAdmin) =>
  [[], [MINE]].flatMap((queueIds) => [false, true].map((allTicket) => ({ userId: ME, isAdmin, queueIds, allTicket }))),
);

describe('canSeeTicket', () => {
  it('lists nothing a viewer could not open', () => {
    for (const viewer of viewers) {
      for (const ticket of tickets) {
        for (const showAll of [false, true]) {
          if (canSeeTicket(viewer, ticket, listSight(showAll))) expect({ viewer, ticket, open: canSeeTicket(viewer, ticket) }).toMatchObject({ open: true });
        }
      }
    }
  });

  it('lists for a non-admin exactly the tickets whose list groups (the live audience) include them', () => {
    for (const viewer of viewers.filter((v) => !v.isAdmin)) {
      for (const ticket of tickets) {
        const groups = ticketListGroups(ticket);
        const inGroups =
          groups.userId === viewer.userId || (groups.queueId !== null && viewer.queueIds.includes(groups.queueId)) || (groups.unqueued && viewer.allTicket);
        expect({ viewer, ticket, listed: canSeeTicket(viewer, ticket, listSight(false)) }).toEqual({ viewer, ticket, listed: inGroups });
      }
    }
  });

  it('opens every ticket for admins, lists everything with showAll, otherwise their groups and every closed ticket', () => {
    const admin: TicketViewer = { userId: ME, isAdmin: true, queueIds: [], allTicket: false };
    expect(tickets.every((t) => canSeeTicket(admin, t) && canSeeTicket(admin, t, listSight(true)))).toBe(true);
    expect(tickets.filter((t) => canSeeTicket(admin, t, listSight(false)))).toEqual(tickets.filter((t) => t.userId === ME || t.status === 'closed'));
  });

  it("opens the tickets of one's queues whatever their status, but lists only the pending ones", () => {
    const agent: TicketViewer = { userId: ME, isAdmin: false, queueIds: [MINE], allTicket: false };
    const colleagues = { status: 'open' as const, userId: 8, queueId: MINE };
    expect(canSeeTicket(agent, colleagues, CONVERSATION)).toBe(true);
    expect(canSeeTicket(agent, colleagues, listSight(false))).toBe(false);
    expect(canSeeTicket(agent, { ...colleagues, queueId: 2 })).toBe(false);
  });

  it('reaches, with allTicket, the pending tickets without a queue only: not once they are open or closed', () => {
    const allTicket: TicketViewer = { userId: ME, isAdmin: false, queueIds: [], allTicket: true };
    expect(canSeeTicket(allTicket, { status: 'pending', userId: null, queueId: null })).toBe(true);
    expect(canSeeTicket(allTicket, { status: 'open', userId: 8, queueId: null })).toBe(false);
    expect(canSeeTicket(allTicket, { status: 'closed', userId: 8, queueId: null })).toBe(false);
    expect(canSeeTicket(allTicket, { status: 'closed', userId: ME, queueId: null })).toBe(true);
  });

  it('reads a user DTO as a viewer (the super user is an admin)', () => {
    const user = { id: 3, profile: 'user' as const, super: true, allTicket: 'enabled' as const, queues: [{ id: 4, name: 'Q', color: '#fff' }] };
    expect(ticketViewerOf(user)).toEqual({ userId: 3, isAdmin: true, queueIds: [4], allTicket: true });
    expect(ticketViewerOf({ ...user, super: false, allTicket: 'desabled' })).toEqual({ userId: 3, isAdmin: false, queueIds: [4], allTicket: false });
  });
});
