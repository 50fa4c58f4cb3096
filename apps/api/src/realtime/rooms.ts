import type { EventTarget, TicketAudience } from '../core/events.js';
import type { AudienceMembership } from '../modules/tickets/ticket-audience.js';

// Room names are computed by the server from the verified token and the database; a client never names a room.
export const companyRoom = (companyId: number) => `company:${companyId}`;
export const userRoom = (userId: number) => `user:${userId}`;
const ticketRoomPrefix = (companyId: number) => `${companyRoom(companyId)}:ticket:`;
/** Sockets following one conversation (joinChatBox, checked like opening the ticket). */
export const ticketRoom = (companyId: number, ticketId: number) => `${ticketRoomPrefix(companyId)}${ticketId}`;
/** The ticket a room of the company follows; null for any other room. */
export function ticketOfRoom(companyId: number, room: string): number | null {
  return room.startsWith(ticketRoomPrefix(companyId)) ? Number(room.slice(ticketRoomPrefix(companyId).length)) : null;
}

// Ticket audiences, one room per list group of packages/shared ticketListGroups (the rule canSeeTicket's
// lists apply): admins see every ticket, a queue's members its pending tickets, allTicket users the pending
// tickets without a queue; the assigned user is reached in their user room.
export const adminsRoom = (companyId: number) => `${companyRoom(companyId)}:admins`;
const queueRoomPrefix = (companyId: number) => `${companyRoom(companyId)}:queue:`;
export const queueRoom = (companyId: number, queueId: number) => `${queueRoomPrefix(companyId)}${queueId}`;
export const unqueuedRoom = (companyId: number) => `${companyRoom(companyId)}:allTicket`;

/** The audience rooms a user's sockets belong to. */
export function audienceRooms(companyId: number, membership: AudienceMembership): string[] {
  return [
    ...(membership.isAdmin ? [adminsRoom(companyId)] : []),
    ...membership.queueIds.map((queueId) => queueRoom(companyId, queueId)),
    ...(membership.allTicket ? [unqueuedRoom(companyId)] : []),
  ];
}

/**
 * Platform-wide rooms: every socket joins exactly one on connect (super users' or everyone else's), so a
 * platform event reaches all sockets through both, or one group through its own.
 */
export const platformRoom = (group: 'supers' | 'others') => `platform:${group}`;

/** Whether a room is one of the company's audience rooms (what a re-sync may take a socket out of). */
export function isAudienceRoom(companyId: number, room: string): boolean {
  return room === adminsRoom(companyId) || room === unqueuedRoom(companyId) || room.startsWith(queueRoomPrefix(companyId));
}

/** The rooms reaching a ticket's audience: socket.io delivers once to a socket in several of them. */
function ticketAudienceRooms(companyId: number, audience: TicketAudience): string[] {
  return [
    adminsRoom(companyId),
    ...audience.userIds.map(userRoom),
    ...audience.queueIds.map((queueId) => queueRoom(companyId, queueId)),
    ...(audience.unqueued ? [unqueuedRoom(companyId)] : []),
    ticketRoom(companyId, audience.ticketId),
  ];
}

/** The rooms an event goes to. */
export function roomsFor(companyId: number, target: EventTarget): string[] {
  switch (target.room) {
    case 'company':
      return [companyRoom(companyId)];
    case 'user':
      return [userRoom(target.userId)];
    case 'ticket':
      return ticketAudienceRooms(companyId, target.audience);
    case 'platform':
      return target.only ? [platformRoom(target.only)] : [platformRoom('supers'), platformRoom('others')];
  }
}

/** The Redis channel prefix shared by the adapter and the emitter (isolated per REDIS_PREFIX). */
export const socketChannel = (prefix: string) => `${prefix}-socket.io`;

/** The server-side event (emitter → every socket.io server) asking to recompute rooms from the database. */
export const RESYNC_ROOMS_EVENT = 'zapdesk:resyncRooms';
