import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act } from '@testing-library/react';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { companyEvent, type CompanyEntity, type CompanyEventPayloads, type PlatformEventName, type PlatformEventPayloads } from '@zapdesk/shared';
import { afterEveryTest } from './between-tests';
import { checkCompanyEventDtos, checkPlatformEventDtos } from './event-dtos';

// The session socket of the web's tests: a real socket.io client connected to a socket.io server in this
// process (issue 22), so an event goes through socket.io's encoding and the provider's real listeners, and what
// the app emits is read where the API would read it. One server per test process, started on first use (the
// app's modules, which read its address once, live as long: vite.config.ts), never holding the process open; a
// fresh client per test, disconnected after it. The events are typed by the shared event map and their DTOs
// checked by the shared schemas, so a renamed event or a payload of the wrong shape fails the test instead of
// passing it.

/** How long an event may wait for the app to listen and reach it (the suite's findBy/waitFor budget, test/setup.ts). */
const DELIVERY_BUDGET_MS = 15_000;
const POLL_MS = 10;
// Taken before any test fakes the timers (useSessionSocket's tests do): the waits here run on real time.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

let server: Promise<{ io: Server; url: string }> | undefined;
let serverUrl: string | null = null;
/** Every client opened in the current test; the last is the one the provider holds. */
const clients: Socket[] = [];
/**
 * The socket ids the current test's clients connected with (a reconnection brings a new one). What the server
 * records is read through them: a connection or a packet of an earlier test's client can reach the server after
 * that test ended (a handshake in flight, a screen the cleanup unmounted leaving its room).
 */
const ownIds = new Set<string>();
/** Every connection the server accepted and every packet it read, by socket id, in order. */
const accepted: { id: string; token: unknown }[] = [];
const received: { id: string; entry: unknown[] }[] = [];

/** What the app emitted to the server in the current test, in order ([event, ...args]), as the server read it. */
export const clientEmits = (): unknown[][] => received.filter(({ id }) => ownIds.has(id)).map(({ entry }) => entry);
/** The token each connection of the current test presented in its handshake, in order (the app's socket sends its access token). */
export const connectionTokens = (): unknown[] => accepted.filter(({ id }) => ownIds.has(id)).map(({ token }) => token);

/** Makes `client` one of the current test's: disconnected after it, its connections' records read until then. */
function own(client: Socket): Socket {
  clients.push(client);
  const noteId = () => {
    if (client.id && clients.includes(client)) ownIds.add(client.id);
  };
  noteId();
  client.on('connect', noteId);
  return client;
}

function startServer(): Promise<{ io: Server; url: string }> {
  server ??= new Promise((resolve, reject) => {
    // Anything but socket.io's own requests (an HTTP call a test left to the network) is answered 404.
    const http = createServer((_request, response) => response.writeHead(404).end());
    const ioServer = new Server(http, { transports: ['websocket'] });
    ioServer.on('connection', (socket) => {
      accepted.push({ id: socket.id, token: socket.handshake.query.token });
      socket.onAny((event: string, ...args: unknown[]) => received.push({ id: socket.id, entry: [event, ...args] }));
    });
    http.once('error', reject);
    http.listen(0, '127.0.0.1', () => resolve({ io: ioServer, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` }));
    http.unref();
  });
  return server;
}

afterEveryTest(() => {
  for (const client of clients.splice(0)) client.disconnect();
  ownIds.clear();
  accepted.length = 0;
  received.length = 0;
});

/** The server's address, for the app's own socket module to connect to (its `env.apiUrl` in the full-app tests). */
export async function liveServerUrl(): Promise<string> {
  serverUrl = (await startServer()).url;
  return serverUrl;
}

/** A client not connected yet: the screen opens before the socket's first connection (`connectSessionSocket`). */
export function idleSessionSocket(): Socket {
  if (!serverUrl) throw new Error('Start the server first (await liveServerUrl())');
  const client = io(serverUrl, {
    transports: ['websocket'],
    forceNew: true,
    autoConnect: false,
    reconnectionDelay: 0,
    reconnectionDelayMax: 0,
    useNativeTimers: true,
  });
  return own(client);
}

/** Connects the current client (its first connection, or again after `idleSessionSocket`) and waits for it. */
export async function connectSessionSocket(): Promise<void> {
  const client = currentClient();
  await act(async () => {
    const connected = new Promise<void>((resolve) => client.once('connect', () => resolve()));
    client.connect();
    await connected;
  });
}

/** Opens a client connected to the in-process server: LiveSyncProvider's `connect` in the tests. */
export async function liveSessionSocket(): Promise<Socket> {
  await liveServerUrl();
  const client = idleSessionSocket();
  await new Promise<void>((resolve) => client.once('connect', () => resolve()).connect());
  return client;
}

/**
 * Takes the socket the app opened itself (lib/socket.ts's openSessionSocket, at `liveServerUrl()`) as the session
 * socket events are delivered to; it is disconnected after the test like the others.
 */
export function adoptSessionSocket(socket: Socket | null): Socket | null {
  return socket && own(socket);
}

function currentClient(): Socket {
  const client = clients.at(-1);
  if (!client) throw new Error('No session socket is open: render a signed-in screen first');
  return client;
}

/** Whether the app listens to the event on its socket (the provider attaches its listeners once it holds it). */
export function listening(event: string): boolean {
  return clients.at(-1)?.hasListeners(event) ?? false;
}

/**
 * Waits for the app's socket to listen to the event: a test sends once the screen is up, as the API would. It
 * waits outside act, as Testing Library's waitFor does: the provider attaches its listeners in an effect of the
 * render that takes the socket as state, and inside an act scope React holds that render back until the scope
 * ends, so a wait in there never sees them (what kept four screens' events from arriving, issue 22).
 */
async function listeningClient(event: string): Promise<Socket> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  // Testing Library's own switch for its waits: React renders now, without warning that it is outside act.
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    for (let waited = 0; waited < DELIVERY_BUDGET_MS; waited += POLL_MS) {
      const client = clients.at(-1);
      if (client?.connected && client.hasListeners(event)) return client;
      await new Promise((resolve) => realSetTimeout(resolve, POLL_MS));
    }
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
  throw new Error(`Nothing listens to ${event} on the session socket`);
}

/** Sends the event from the server to the app's socket and resolves once the app's listeners ran (in act). */
async function deliver(event: string, payload: unknown): Promise<void> {
  const { io: ioServer } = await startServer();
  const client = await listeningClient(event);
  await act(async () => {
    const received = new Promise<void>((resolve, reject) => {
      const timer = realSetTimeout(() => reject(new Error(`The session socket never received ${event}`)), DELIVERY_BUDGET_MS);
      // onAny runs just before the event's own listeners, in the same turn: resolving lets them run first.
      const onEvent = (name: string) => {
        if (name !== event) return;
        realClearTimeout(timer);
        client.offAny(onEvent);
        resolve();
      };
      client.onAny(onEvent);
    });
    ioServer.to(client.id ?? '').emit(event, payload);
    await received;
  });
}

/** The API's `company-{id}-{entity}` event, its payload typed by the shared event map and its DTOs checked. */
export async function emitCompanyEvent<E extends CompanyEntity>(companyId: number, entity: E, payload: CompanyEventPayloads[E]): Promise<void> {
  checkCompanyEventDtos(entity, payload);
  await deliver(companyEvent(companyId, entity), payload);
}

/** A platform-wide event (no company in its name), typed by the shared map and its DTOs checked. */
export async function serverEmit<N extends PlatformEventName>(event: N, payload: PlatformEventPayloads[N]): Promise<void> {
  checkPlatformEventDtos(event, payload);
  await deliver(event, payload);
}

/** Drops the app's connection and lets socket.io reconnect it (as after a network blip or an API restart). */
export async function reconnect(): Promise<void> {
  const client = currentClient();
  await act(async () => {
    const connected = new Promise<void>((resolve) => client.once('connect', () => resolve()));
    client.io.engine.close();
    await connected;
  });
}

/** Waits until the server read `[event, ...args]` from the app. */
export function hasEmitted(event: string, ...args: unknown[]): boolean {
  return clientEmits().some((entry) => JSON.stringify(entry) === JSON.stringify([event, ...args]));
}
