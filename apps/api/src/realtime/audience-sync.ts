import type { Server, Socket } from 'socket.io';
import type { ServiceContext } from '../core/context.js';
import type { RoomResync } from '../core/events.js';
import { logger } from '../core/logger.js';
import { loadAudienceMembership } from '../modules/tickets/audience-membership.js';
import { canWatchTicket } from '../modules/tickets/watch-ticket.js';
import { audienceRooms, companyRoom, isAudienceRoom, ticketOfRoom, ticketRoom, userRoom } from './rooms.js';
import { recheckSessions } from './session-guard.js';

// What the server keeps on each socket (socket.data): the context built from the verified token, whether the
// client asked for ticket events (joinTickets / joinNotification), and the number of the latest audience sync.
interface SocketData {
  ctx: ServiceContext;
  followsTickets?: Promise<void>;
  audienceSync?: number;
}
const dataOf = (socket: Socket) => socket.data as SocketData;

/** The socket's context: the token's, with the profile kept current by the audience syncs. */
export const socketContext = (socket: Socket): ServiceContext => dataOf(socket).ctx;

/** The user a socket belongs to (sockets are only accepted with a user's token). */
function userIdOf(ctx: ServiceContext): number {
  if (ctx.actor.kind !== 'user') throw new Error('A socket always acts for a user');
  return ctx.actor.id;
}

/**
 * Puts the socket in the audience rooms its user belongs to now, read from the database, and out of the
 * others. Syncs overlap (joinNotification, a re-sync after the user changed): only the latest applies,
 * so an older read never undoes a newer one. The socket's context follows the user's current profile.
 */
async function syncAudienceRooms(socket: Socket): Promise<void> {
  const data = dataOf(socket);
  const request = (data.audienceSync = (data.audienceSync ?? 0) + 1);
  const { ctx } = data;
  const membership = await loadAudienceMembership(ctx, userIdOf(ctx));
  if (request !== data.audienceSync || socket.disconnected) return;
  if (membership && ctx.actor.kind === 'user') data.ctx = { ...ctx, actor: { ...ctx.actor, profile: membership.profile } };
  const rooms = membership ? audienceRooms(ctx.companyId, membership) : [];
  for (const room of [...socket.rooms]) if (isAudienceRoom(ctx.companyId, room) && !rooms.includes(room)) void socket.leave(room);
  void socket.join(rooms);
}

/**
 * joinTickets / joinNotification: the socket receives the events of the tickets its user may see from now on.
 * Asking again is a no-op that reads nothing: once following, re-syncs keep the rooms current.
 */
export function followTicketAudience(socket: Socket): Promise<void> {
  const data = dataOf(socket);
  data.followsTickets ??= syncAudienceRooms(socket).catch((error: unknown) => {
    data.followsTickets = undefined;
    throw error;
  });
  return data.followsTickets;
}

/** Takes the socket out of a followed conversation its user may no longer open (a failed check counts as no). */
async function recheckChatBox(socket: Socket, onlyTicketId?: number): Promise<void> {
  const { ctx } = dataOf(socket);
  for (const room of [...socket.rooms]) {
    const ticketId = ticketOfRoom(ctx.companyId, room);
    if (ticketId === null || (onlyTicketId !== undefined && ticketId !== onlyTicketId)) continue;
    const allowed = await canWatchTicket(dataOf(socket).ctx, ticketId).catch((error: unknown) => {
      logger.warn({ err: error, ticketId }, 'chat box re-check failed');
      return false;
    });
    if (!allowed) void socket.leave(room);
  }
}

/** This server's own sockets in a room (each server re-syncs only its sockets; the others do theirs). */
function localSockets(io: Server, room: string): Socket[] {
  const namespace = io.of('/');
  return [...(namespace.adapter.rooms.get(room) ?? [])].flatMap((id) => namespace.sockets.get(id) ?? []);
}

const positiveId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function parseResync(value: unknown): RoomResync | null {
  if (typeof value !== 'object' || value === null) return null;
  const resync = value as Record<string, unknown>;
  if (resync.kind === 'user' && positiveId(resync.userId)) return { kind: 'user', userId: resync.userId };
  if (resync.kind === 'ticketWatchers' && positiveId(resync.ticketId)) return { kind: 'ticketWatchers', ticketId: resync.ticketId };
  if (resync.kind === 'sessions') return positiveId(resync.userId) ? { kind: 'sessions', userId: resync.userId } : { kind: 'sessions' };
  return null;
}

function roomOf(companyId: number, resync: RoomResync): string {
  switch (resync.kind) {
    case 'user':
      return userRoom(resync.userId);
    case 'ticketWatchers':
      return ticketRoom(companyId, resync.ticketId);
    case 'sessions':
      return resync.userId === undefined ? companyRoom(companyId) : userRoom(resync.userId);
  }
}

/**
 * Recomputes rooms after a change (sent by any process through the Redis emitter): a user's sockets move to
 * the audience rooms of their new profile, queues and allTicket (none once deleted) and leave a conversation
 * they may no longer open; the followers of a ticket that changed hands are checked again; sockets whose
 * session ended are told and disconnected.
 */
export async function resyncRooms(io: Server, companyId: unknown, value: unknown): Promise<void> {
  const resync = parseResync(value);
  if (!positiveId(companyId) || !resync) return;
  const sockets = localSockets(io, roomOf(companyId, resync)).filter((socket) => dataOf(socket).ctx.companyId === companyId);
  if (resync.kind === 'sessions') return recheckSessions(sockets, companyId, resync.userId);
  await Promise.all(
    sockets.map(async (socket) => {
      if (resync.kind === 'ticketWatchers') return recheckChatBox(socket, resync.ticketId);
      if (dataOf(socket).followsTickets) await syncAudienceRooms(socket);
      await recheckChatBox(socket);
    }),
  );
}
