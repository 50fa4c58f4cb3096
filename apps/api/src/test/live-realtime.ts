import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { ClientEvents } from '@zapdesk/shared';
import { systemContext } from '../core/context.js';
import { publish, setEventSink, setRoomResyncSink } from '../core/events.js';
import { createRedis } from '../core/redis.js';
import { createApp } from '../http/app.js';
import { installRedisEmitter } from '../realtime/emitter.js';
import { createRealtimeServer } from '../realtime/server.js';
import { recordEvent } from './events.js';

// The API's live stack as `npm start` runs it (main/http.ts): the real app and socket.io server on a free port,
// published events reaching the sockets through the Redis emitter, clients presenting a token as the web does.
// The suite runs without isolation (vitest.config.ts): this module is loaded once for all the files of a worker,
// so it registers no hooks itself; each file registers its own by calling useLiveRealtime at its top level.

/** An event a socket received: every event the server sends carries an object (packages/shared events.ts). */
export interface ReceivedEvent {
  event: string;
  payload: Record<string, unknown>;
}

/** A connected client socket and every event it received, in order. */
export interface Listener {
  socket: Socket;
  received: ReceivedEvent[];
}

/** Whose session a client presents: an access token, or a test user's. */
export type Who = string | { token: string };

/** One socket.io server of the file, with the HTTP API it runs beside (plain functions: a file may destructure them). */
export interface LiveServer {
  /** A supertest agent over the HTTP server the socket.io server is attached to. */
  http: () => ReturnType<typeof request>;
  /** Connects a client and records every event it receives; rejects when the handshake is refused. */
  listening: (who: Who) => Promise<Listener>;
  /** Connects like `listening`, then asks for the ticket notifications as the web app does (joinNotification). */
  followingTickets: (who: Who) => Promise<Listener>;
  /** Opens a client and resolves what the handshake answered: 'connected' or the refusal's message. */
  handshake: (who: Who) => Promise<string>;
  /** The rooms this server put a client's socket in. */
  roomsOf: (socket: Socket) => string[];
}

/** The live stack of a test file: its first server's functions, every server, and the clients of the current test. */
export interface LiveRealtime extends LiveServer {
  servers: readonly LiveServer[];
  /** The clients the current test opened (on any server), in order; each is disconnected after the test. */
  sockets: () => readonly Socket[];
}

interface Running {
  http: HttpServer;
  realtime: ReturnType<typeof createRealtimeServer>;
  url: string;
}

async function start(): Promise<Running> {
  const http = createServer(createApp());
  const realtime = createRealtimeServer(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { http, realtime, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

/**
 * Runs the live stack for the calling test file (beforeAll to afterAll). `servers` above 1 starts that many
 * socket.io servers sharing Redis through their adapter and the one emitter, as http processes with WORKERS=2 do.
 */
export function useLiveRealtime(options: { servers?: number } = {}): LiveRealtime {
  const running: Running[] = [];
  const sockets: Socket[] = [];
  let emitterRedis: Redis | undefined;

  beforeAll(async () => {
    for (let i = 0; i < (options.servers ?? 1); i++) running.push(await start());
    emitterRedis = createRedis();
    installRedisEmitter(emitterRedis);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    setEventSink(recordEvent);
    setRoomResyncSink(() => undefined);
    for (const server of running.splice(0)) await server.realtime.close();
    await emitterRedis?.quit();
  });

  function open(url: string, who: Who): Socket {
    const token = typeof who === 'string' ? who : who.token;
    const socket = connect(url, { transports: ['websocket'], query: { token }, reconnection: false, forceNew: true });
    sockets.push(socket);
    return socket;
  }

  function serverAt(index: number): LiveServer {
    const server = () => {
      const found = running[index];
      if (!found) throw new Error('the live realtime stack is not running (call useLiveRealtime at the top of the test file)');
      return found;
    };
    const listening = async (who: Who): Promise<Listener> => {
      const socket = open(server().url, who);
      const received: ReceivedEvent[] = [];
      socket.onAny((event: string, payload: Record<string, unknown>) => received.push({ event, payload }));
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return { socket, received };
    };
    return {
      http: () => request(server().http),
      listening,
      followingTickets: async (who) => {
        const listener = await listening(who);
        expect(await listener.socket.timeout(5000).emitWithAck(ClientEvents.joinNotification)).toEqual({ ok: true });
        return listener;
      },
      handshake: (who) => {
        const socket = open(server().url, who);
        return new Promise((resolve) => {
          socket.once('connect', () => resolve('connected'));
          socket.once('connect_error', (error) => resolve(error.message));
        });
      },
      roomsOf: (socket) => {
        const { io } = server().realtime;
        return [...(io.of('/').sockets.get(socket.id ?? '')?.rooms ?? [])];
      },
    };
  }

  const servers = Array.from({ length: options.servers ?? 1 }, (_, index) => serverAt(index));
  return { ...servers[0], servers, sockets: () => sockets };
}

/** Resolves once `check` holds, polling; fails naming `what` after `timeoutMs`. */
export async function eventually(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out (${timeoutMs} ms) waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let barrierSequence = 0;
/**
 * Publishes a company-wide event after everything the test did and resolves once every listener has it: events
 * travel one Redis channel in order, so whatever was meant for a listener has arrived by then. "Nothing else
 * arrived" is asserted after this, not after a sleep.
 */
export async function settled(companyId: number, listeners: readonly Listener[]): Promise<void> {
  const value = `barrier-${++barrierSequence}`;
  publish(systemContext(companyId, 'test barrier'), { entity: 'settings', payload: { action: 'update', setting: { key: 'barrier', value } } });
  for (const listener of listeners) {
    await eventually(() => JSON.stringify(listener.received).includes(value), `the barrier on socket ${listener.socket.id}`);
  }
}
