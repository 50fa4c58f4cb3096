import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import { ClientEvents, SOCKET_PING_MS } from '@zapdesk/shared';
import { env } from '../config/env.js';
import { AppError } from '../core/errors.js';
import { logger } from '../core/logger.js';
import { createRedis } from '../core/redis.js';
import type { AccessClaims } from '../modules/auth/access-token.js';
import { checkAccessToken } from '../modules/auth/check-access-token.js';
import { canWatchTicket } from '../modules/tickets/watch-ticket.js';
import { setUserOnline } from '../modules/users/set-user-online.js';
import { acknowledge } from './acknowledge.js';
import { followTicketAudience, resyncRooms, socketContext } from './audience-sync.js';
import { companyRoom, platformRoom, RESYNC_ROOMS_EVENT, socketChannel, ticketOfRoom, ticketRoom, userRoom } from './rooms.js';
import { guardSocket } from './session-guard.js';
import { createSocketCap } from './socket-cap.js';

// joinTickets names the list the client shows; any list needs the same audience rooms, so it is only validated.
const TICKET_STATUSES = ['open', 'pending', 'closed'] as const;

const ticketStatus = (value: unknown) => TICKET_STATUSES.find((status) => status === value);
/** A ticket id as the client sends it (number or numeric string); anything else is no ticket. */
function ticketIdOf(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Attaches socket.io to the HTTP server: token in the query, websocket only, rooms from the token. */
export function createRealtimeServer(httpServer: HttpServer) {
  const pub = createRedis();
  const sub = pub.duplicate();
  const io = new Server(httpServer, {
    transports: ['websocket'],
    pingInterval: SOCKET_PING_MS,
    pingTimeout: SOCKET_PING_MS,
    cors: { origin: env.WEB_ORIGIN.split(',').map((o) => o.trim()), credentials: true },
    adapter: createAdapter(pub, sub, { key: socketChannel(env.REDIS_PREFIX) }),
  });

  const cap = createSocketCap(io, env.SOCKETS_PER_USER);

  // The handshake checks the token against its user as they are now (as every request does), then takes one
  // of the user's socket places.
  io.use((socket, next) => {
    const token = socket.handshake.query.token;
    checkAccessToken(typeof token === 'string' ? token : '')
      .then(async ({ claims }) => {
        if (!(await cap.reserve(claims.id, socket.id))) return next(new Error('ERR_TOO_MANY_SOCKETS'));
        socket.data.claims = claims;
        socket.on('disconnect', () => cap.release(claims.id, socket.id));
        next();
      })
      .catch((error: unknown) => {
        // A refused token is ERR_SESSION_EXPIRED (the web reloads to refresh it), a lapsed subscription
        // ERR_SUBSCRIPTION_EXPIRED; a fault on our side (database down) must not send tabs into reload loops.
        if (error instanceof AppError) return next(new Error(error.code === 'ERR_SUBSCRIPTION_EXPIRED' ? error.code : 'ERR_SESSION_EXPIRED'));
        logger.warn({ err: error }, 'socket handshake failed');
        next(new Error('ERR_INTERNAL'));
      });
  });

  io.on('connection', (socket) => {
    const claims = socket.data.claims as AccessClaims;
    guardSocket(socket);
    const ctx = {
      companyId: claims.companyId,
      actor: { kind: 'user', id: claims.id, profile: claims.profile, isSuper: claims.super, sessionId: claims.sid } as const,
    };
    socket.data.ctx = ctx;
    // join/leave change this process's rooms at once; the promise some adapters return has nothing to wait for.
    void socket.join([companyRoom(claims.companyId), userRoom(claims.id), platformRoom(claims.super ? 'supers' : 'others')]);
    socket.on(ClientEvents.userStatus, () => {
      setUserOnline(ctx, claims.id).catch((error: unknown) => logger.warn({ err: error }, 'userStatus failed'));
    });
    // Ticket and message events reach a socket through the audience rooms of its user (admins, queues,
    // allTicket) once it asks for tickets or notifications; the user's own room and chat box need no asking.
    const followTickets = (ack: unknown) => {
      followTicketAudience(socket)
        .then(() => acknowledge(ack, true))
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'joining ticket audience rooms failed');
          acknowledge(ack, false);
        });
    };
    socket.on(ClientEvents.joinNotification, (ack?: unknown) => followTickets(ack));
    socket.on(ClientEvents.joinTickets, (status: unknown, ack?: unknown) => {
      if (ticketStatus(status)) followTickets(ack);
      else acknowledge(ack, false);
    });
    // One conversation is on screen at a time: opening another stops following the previous one. The
    // check is asynchronous, so only the latest request may join (fast clicks must not end on an older ticket).
    let latestChatBox = 0;
    socket.on(ClientEvents.joinChatBox, (value: unknown, ack?: unknown) => {
      const ticketId = ticketIdOf(value);
      if (ticketId === null) return acknowledge(ack, false);
      const request = ++latestChatBox;
      // Already following it: nothing to read (and an older request still pending no longer applies).
      if (socket.rooms.has(ticketRoom(claims.companyId, ticketId))) return acknowledge(ack, true);
      canWatchTicket(socketContext(socket), ticketId)
        .then((allowed) => {
          const joins = allowed && request === latestChatBox;
          if (joins) {
            for (const room of [...socket.rooms]) if (ticketOfRoom(claims.companyId, room) !== null) void socket.leave(room);
            void socket.join(ticketRoom(claims.companyId, ticketId));
          }
          acknowledge(ack, joins);
        })
        .catch((error: unknown) => {
          logger.warn({ err: error, ticketId }, 'joinChatBox failed');
          acknowledge(ack, false);
        });
    });
    socket.on('leaveChatBox', (value: unknown, ack?: unknown) => {
      const ticketId = ticketIdOf(value);
      if (ticketId !== null) void socket.leave(ticketRoom(claims.companyId, ticketId));
      acknowledge(ack, ticketId !== null);
    });
  });

  // Sent through the Redis emitter by whichever process changed a user or a ticket (core/events.ts#resyncRooms).
  io.of('/').on(RESYNC_ROOMS_EVENT, (companyId: unknown, resync: unknown) => {
    resyncRooms(io, companyId, resync).catch((error: unknown) => logger.warn({ err: error }, 'room re-sync failed'));
  });

  return {
    io,
    async close() {
      cap.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      pub.disconnect();
      sub.disconnect();
    },
  };
}
