import type { Server } from 'socket.io';
import { logger } from '../core/logger.js';
import { redis, redisKey } from '../core/redis.js';
import type { AccessClaims } from '../modules/auth/access-token.js';

// At most N live sockets per user across every http process: each socket holds a lease in a Redis sorted
// set (member: socket id, score: expiry), renewed by its server while it lives and removed on disconnect. A
// server that dies stops renewing, so its sockets' leases lapse within a minute and free their places.
// A socket past the cap is refused at the handshake (ERR_TOO_MANY_SOCKETS): the sockets already open keep
// working, and a client that opens sockets in a loop cannot push the user's real tabs out.

const LEASE_MS = 60_000;
const leaseKey = (userId: number) => redisKey('sockets', userId);

// Atomic, so concurrent handshakes of one user cannot all see room for themselves.
const RESERVE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

export interface SocketCap {
  /** Takes a place for the socket; false when the user already has `max` live sockets. */
  reserve(userId: number, socketId: string): Promise<boolean>;
  release(userId: number, socketId: string): void;
  close(): void;
}

/** The per-user socket cap of one socket.io server (renews the leases of its own sockets). */
export function createSocketCap(io: Server, max: number): SocketCap {
  const renew = setInterval(() => {
    const until = Date.now() + LEASE_MS;
    const pipeline = redis().pipeline();
    for (const socket of io.of('/').sockets.values()) {
      const claims = socket.data.claims as AccessClaims | undefined;
      if (claims) pipeline.zadd(leaseKey(claims.id), 'XX', until, socket.id).pexpire(leaseKey(claims.id), 2 * LEASE_MS);
    }
    pipeline.exec().catch((error: unknown) => logger.warn({ err: error }, 'renewing socket leases failed'));
  }, LEASE_MS / 3);
  renew.unref();

  return {
    async reserve(userId, socketId) {
      const now = Date.now();
      try {
        const taken = await redis().eval(RESERVE, 1, leaseKey(userId), now, max, now + LEASE_MS, socketId, 2 * LEASE_MS);
        return taken === 1;
      } catch (error) {
        // The cap guards against abuse; a Redis hiccup must not refuse every user's socket.
        logger.warn({ err: error }, 'socket cap unavailable, admitting the socket');
        return true;
      }
    },
    release(userId, socketId) {
      redis()
        .zrem(leaseKey(userId), socketId)
        .catch((error: unknown) => logger.warn({ err: error }, 'releasing a socket lease failed'));
    },
    close() {
      clearInterval(renew);
    },
  };
}
