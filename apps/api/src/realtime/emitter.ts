import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { env } from '../config/env.js';
import { setEventSink } from '../core/events.js';
import { roomFor, socketChannel } from './rooms.js';

/** Routes published events to sockets through Redis, so any process (http, worker, whatsapp) can emit. */
export function installRedisEmitter(redis: Redis): void {
  const emitter = new Emitter(redis, { key: socketChannel(env.REDIS_PREFIX) });
  setEventSink((companyId, event, payload, target) => {
    emitter.to(roomFor(companyId, target)).emit(event, payload);
  });
}
