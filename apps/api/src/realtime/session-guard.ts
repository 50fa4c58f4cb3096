import type { Socket } from 'socket.io';
import { ClientEvents, companyEvent, type CompanyEventPayloads } from '@zapdesk/shared';
import { now } from '../core/clock.js';
import { logger } from '../core/logger.js';
import type { AccessClaims } from '../modules/auth/access-token.js';
import { forgetSessionState, sessionState } from '../modules/auth/session-cache.js';
import { sessionVerdict } from '../modules/auth/session-state.js';
import { acknowledge } from './acknowledge.js';

const claimsOf = (socket: Socket) => socket.data.claims as AccessClaims;

/** Whether the socket's token still matches its user (cached state; a failed read counts as no answer). */
async function sessionHolds(socket: Socket): Promise<boolean> {
  const claims = claimsOf(socket);
  return sessionVerdict(claims, await sessionState(claims.id)) === 'ok';
}

/** Tells the socket its session ended (`company-{id}-session`), then disconnects it. */
export function endSocketSession(socket: Socket): void {
  const claims = claimsOf(socket);
  const payload: CompanyEventPayloads['session'] = { action: 'end' };
  socket.emit(companyEvent(claims.companyId, 'session'), payload);
  socket.disconnect(true);
}

// Joining rooms reads the database (the user's queues, the ticket's audience), and so does the status
// heartbeat: a socket may send them a few times a second (a user clicking through conversations), not thousands.
const LIMITED_EVENTS = new Set<string>([
  ClientEvents.joinChatBox,
  ClientEvents.joinNotification,
  ClientEvents.joinTickets,
  'leaveChatBox',
  ClientEvents.userStatus,
]);
const JOIN_BURST = 10;
const JOINS_PER_SECOND = 5;

interface JoinBucket {
  tokens: number;
  at: number;
}

/** A token bucket per socket: true when one more join may go through now. */
function takeJoin(socket: Socket): boolean {
  const at = now().getTime();
  const bucket: JoinBucket = (socket.data.joins as JoinBucket | undefined) ?? { tokens: JOIN_BURST, at };
  bucket.tokens = Math.min(JOIN_BURST, bucket.tokens + ((at - bucket.at) / 1000) * JOINS_PER_SECOND);
  bucket.at = at;
  socket.data.joins = bucket;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

/**
 * Checks every event a socket sends before its handler runs: a socket whose session ended is told and
 * disconnected (the state is cached, so this costs a lookup), and a join beyond the rate is refused (ok: false)
 * without touching the database.
 */
export function guardSocket(socket: Socket): void {
  socket.use((packet, next) => {
    const [event] = packet;
    const ack = packet.length > 1 ? packet[packet.length - 1] : undefined;
    sessionHolds(socket)
      .then((holds) => {
        if (!holds) return endSocketSession(socket);
        if (LIMITED_EVENTS.has(event) && !takeJoin(socket)) return acknowledge(ack, false);
        next();
      })
      .catch((error: unknown) => {
        logger.warn({ err: error, event }, 'checking a socket session failed');
        acknowledge(ack, false);
      });
  });
}

/**
 * After a change that may end sessions (any process, through the emitter's server-side event): forgets the
 * cached state and re-checks these sockets of this server, ending those whose token no longer holds.
 */
export async function recheckSessions(sockets: Socket[], companyId: number, userId?: number): Promise<void> {
  forgetSessionState(userId === undefined ? { companyId } : { userId });
  await Promise.all(
    sockets.map(async (socket) => {
      const holds = await sessionHolds(socket).catch((error: unknown) => {
        logger.warn({ err: error }, 're-checking a socket session failed');
        return true;
      });
      if (!holds) endSocketSession(socket);
    }),
  );
}
