import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import { ClientEvents, SOCKET_PING_MS } from '@zapdesk/shared';
import { env } from '../config/env.js';
import { logger } from '../core/logger.js';
import { createRedis } from '../core/redis.js';
import { subscriptionActive } from '../http/middleware/authenticate.js';
import { verifyAccessToken, type AccessClaims } from '../modules/auth/access-token.js';
import { setUserOnline } from '../modules/users/set-user-online.js';
import { companyRoom, socketChannel, userRoom } from './rooms.js';

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
    socket.join([companyRoom(claims.companyId), userRoom(claims.id)]);
    socket.on(ClientEvents.userStatus, () => {
      setUserOnline(ctx, claims.id).catch((error: unknown) => logger.warn({ err: error }, 'userStatus failed'));
    });
    // Ticket, status and chat rooms arrive with the conversations; notifications ride the company room.
    socket.on(ClientEvents.joinNotification, () => undefined);
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
