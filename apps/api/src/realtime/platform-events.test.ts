import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_EVENT } from '@zapdesk/shared';
import { setEventSink, setRoomResyncSink } from '../core/events.js';
import { createRedis } from '../core/redis.js';
import { createApp } from '../http/app.js';
import { recordEvent } from '../test/events.js';
import { createSuperUser, createTenant } from '../test/factories.js';
import { installRedisEmitter } from './emitter.js';
import { createRealtimeServer } from './server.js';

// Platform events (announcements) through the real socket.io server and Redis emitter: every signed-in
// socket of every company gets them, except what only super users may see.

type Received = { event: string; payload: unknown }[];

let httpServer: HttpServer;
let realtime: ReturnType<typeof createRealtimeServer>;
let emitterRedis: Redis;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  httpServer = createServer(createApp());
  realtime = createRealtimeServer(httpServer);
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  emitterRedis = createRedis();
  installRedisEmitter(emitterRedis);
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  setEventSink(recordEvent);
  setRoomResyncSink(() => undefined);
  await realtime.close();
  await emitterRedis.quit();
});

async function connected(token: string): Promise<Received> {
  const socket = connect(url, { transports: ['websocket'], query: { token }, reconnection: false, forceNew: true });
  sockets.push(socket);
  const received: Received = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return received;
}

/** The announcement events a socket received about one announcement, in order. */
const about = (received: Received, id: number) =>
  received
    .filter((e) => e.event === ANNOUNCEMENT_EVENT)
    .map((e) => e.payload as { action: string; announcement?: { id: number }; announcementId?: number })
    .filter((p) => (p.announcement?.id ?? p.announcementId) === id);

async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('platform-wide announcement events', () => {
  it("reach every company's sockets; an inactive announcement only super users' (the others drop it)", async () => {
    const root = await createSuperUser();
    const a = await createTenant();
    const b = await createTenant();
    const rootSocket = await connected(root.token);
    const agentA = await connected(a.agent.token);
    const adminB = await connected(b.admin.token);
    const post = (body: object) =>
      request(httpServer)
        .post('/announcements')
        .set({ Authorization: `Bearer ${root.token}` })
        .send(body);

    const draft = (await post({ title: 'Rascunho', text: 'x', status: false }).expect(201)).body as { id: number };
    const live = (await post({ title: 'No ar', text: 'y' }).expect(201)).body as { id: number };
    await eventually(() => about(agentA, live.id).length === 1 && about(adminB, live.id).length === 1, 'the active announcement everywhere');
    // The draft was published before the live one on the same channel: had it gone to everyone, it would be here.
    expect(about(agentA, draft.id)).toEqual([]);
    expect(about(adminB, draft.id)).toEqual([]);
    await eventually(() => about(rootSocket, draft.id).length === 1 && about(rootSocket, live.id).length === 1, 'both at the super user');
    expect(about(rootSocket, draft.id)[0]).toMatchObject({ action: 'create', announcement: { id: draft.id, status: false } });

    await request(httpServer)
      .put(`/announcements/${live.id}`)
      .set({ Authorization: `Bearer ${root.token}` })
      .send({ status: false })
      .expect(200);
    await eventually(
      () => about(agentA, live.id).length === 2 && about(adminB, live.id).length === 2 && about(rootSocket, live.id).length === 2,
      'the deactivation',
    );
    expect(about(agentA, live.id)[1]).toEqual({ action: 'delete', announcementId: live.id });
    expect(about(adminB, live.id)[1]).toEqual({ action: 'delete', announcementId: live.id });
    expect(about(rootSocket, live.id)[1]).toMatchObject({ action: 'update', announcement: { id: live.id, status: false } });
  });
});
