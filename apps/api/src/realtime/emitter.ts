import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { env } from '../config/env.js';
import { setEventSink, setRoomResyncSink } from '../core/events.js';
import { RESYNC_ROOMS_EVENT, roomsFor, socketChannel } from './rooms.js';

/**
 * Routes published events to sockets through Redis, so any process (http, worker, whatsapp) can emit; room
 * re-syncs go to every socket.io server, each recomputing the rooms of its own sockets from the database.
 */
export function installRedisEmitter(redis: Redis): void {
  const emitter = new Emitter(redis, { key: socketChannel(env.REDIS_PREFIX) });
  setEventSink((companyId, event, payload, target) => {
    emitter.to(roomsFor(companyId, target)).emit(event, payload);
  });
  setRoomResyncSink((companyId, resync) => emitter.serverSideEmit(RESYNC_ROOMS_EVENT, companyId, resync));
}
