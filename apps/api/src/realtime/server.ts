import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import { ClientEvents, SOCKET_PING_MS } from '@zapdesk/shared';
import { env } from '../config/env.js';
import { logger } from '../core/logger.js';
import { createRedis } from '../core/redis.js';
import { subscriptionActive } from '../http/middleware/authenticate.js';
import { verifyAccessToken, type AccessClaims } from '../modules/auth/access-token.js';
import { canWatchTicket } from '../modules/tickets/watch-ticket.js';
import { setUserOnline } from '../modules/users/set-user-online.js';
import { followTicketAudience, resyncRooms, socketContext } from './audience-sync.js';
import { companyRoom, platformRoom, RESYNC_ROOMS_EVENT, socketChannel, ticketOfRoom, ticketRoom, userRoom } from './rooms.js';

// joinTickets names the list the client shows; any list needs the same audience rooms, so it is only validated.
const TICKET_STATUSES = ['open', 'pending', 'closed'] as const;

/** The client's optional acknowledgement callback (socket.io passes it as the last argument). */
type Ack = (result: { ok: boolean }) => void;
const acknowledge = (ack: unknown, ok: boolean) => {
  if (typeof ack === 'function') (ack as Ack)({ ok });
};
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

  io.use((socket, next) => {
    try {
      const token = socket.handshake.query.token;
      const claims = verifyAccessToken(typeof token === 'string' ? token : '');
      if (!subscriptionActive(claims)) return next(new Error('ERR_SUBSCRIPTION_EXPIRED'));
      socket.data.claims = claims;
      next();
    } catch {
      next(new Error('ERR_SESSION_EXPIRED'));
    }
  });

  io.on('connection', (socket) => {
    const claims = socket.data.claims as AccessClaims;
    const ctx = {
      companyId: claims.companyId,
      actor: { kind: 'user', id: claims.id, profile: claims.profile, isSuper: claims.super, sessionId: claims.sid } as const,
    };
    socket.data.ctx = ctx;
    socket.join([companyRoom(claims.companyId), userRoom(claims.id), platformRoom(claims.super ? 'supers' : 'others')]);
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
      canWatchTicket(socketContext(socket), ticketId)
        .then((allowed) => {
          const joins = allowed && request === latestChatBox;
          if (joins) {
            for (const room of [...socket.rooms]) if (ticketOfRoom(claims.companyId, room) !== null) socket.leave(room);
            socket.join(ticketRoom(claims.companyId, ticketId));
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
      if (ticketId !== null) socket.leave(ticketRoom(claims.companyId, ticketId));
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
      await new Promise<void>((resolve) => io.close(() => resolve()));
      pub.disconnect();
      sub.disconnect();
    },
  };
}
