import type { EventTarget } from '../core/events.js';

// Room names are computed by the server from the verified token only; a client never names a room.
export const companyRoom = (companyId: number) => `company:${companyId}`;
export const userRoom = (userId: number) => `user:${userId}`;

/** The room an event goes to. */
export function roomFor(companyId: number, target: EventTarget): string {
  return target.room === 'user' ? userRoom(target.userId) : companyRoom(companyId);
}

/** The Redis channel prefix shared by the adapter and the emitter (isolated per REDIS_PREFIX). */
export const socketChannel = (prefix: string) => `${prefix}-socket.io`;
