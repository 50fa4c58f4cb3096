import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EngineEvent, WhatsappSession } from '../types.js';
import { loadDbAuthState } from './auth-state.js';
import { createBaileysSession } from './baileys-session.js';
import { createConnection } from './testing/fixtures.js';

// The runner with the real makeWASocket against a local WebSocket endpoint: the server
// completes the upgrade and hangs up, which Baileys reports as 428. Nothing reaches WhatsApp.

let server: Server;
let url: string;
let upgrades = 0;
const upgradeTimes: number[] = [];
/** The request path of each upgrade, so two sessions' attempts can be told apart. */
const upgradePaths: string[] = [];
const open = new Set<Duplex>();
const sessions: WhatsappSession[] = [];

beforeAll(async () => {
  server = createServer();
  server.on('upgrade', (req, socket) => {
    upgrades += 1;
    upgradeTimes.push(Date.now());
    upgradePaths.push(req.url ?? '');
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    // The client may reset the connection before this end hangs up (a session stopped mid-attempt): a socket with
    // no 'error' listener turns that ECONNRESET into an uncaught exception that fails the whole run.
    socket.on('error', () => undefined);
    const accept = createHash('sha1').update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    setTimeout(() => socket.destroy(), 20);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws/chat`;
});

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.stop()));
});

afterAll(async () => {
  for (const socket of open) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

/** A connection whose stored creds look paired, so Baileys logs in instead of asking for a QR. */
async function pairedConnection() {
  const connection = await createConnection();
  const auth = await loadDbAuthState({ whatsappId: connection.whatsappId, holdsLease: () => true });
  auth.state.creds.me = { id: '5511888880000:7@s.whatsapp.net', name: 'Loja' };
  auth.state.creds.account = {
    details: Buffer.from('d'),
    accountSignatureKey: Buffer.alloc(32),
    accountSignature: Buffer.alloc(64),
    deviceSignature: Buffer.alloc(64),
  };
  await auth.saveCreds();
  return connection;
}

describe('real Baileys socket against a local endpoint', () => {
  it('backs off and reconnects after the server hangs up, and stop() ends it for good', async () => {
    const connection = await pairedConnection();
    const events: EngineEvent[] = [];
    const session = createBaileysSession(
      { ...connection, emit: async (event) => void events.push(event), holdsLease: () => true },
      { version: [2, 3000, 1], random: () => 0, socketConfig: { waWebSocketUrl: url, connectTimeoutMs: 3_000 } },
    );
    sessions.push(session);
    const before = upgrades;
    await session.start();
    // 1st socket at once, 2nd after 750 ms (1 s − 25 %), 3rd 1.5 s later.
    await vi.waitFor(() => expect(upgrades - before).toBeGreaterThanOrEqual(3), { timeout: 6_000, interval: 50 });
    const [first, second, third] = upgradeTimes.slice(before);
    expect(second - first).toBeGreaterThanOrEqual(700);
    expect(third - second).toBeGreaterThanOrEqual(1_400);
    // Never opened, so it stays OPENING: no QR (the creds are paired) and no terminal status.
    expect(events.map((e) => e.type === 'status' && e.status)).toEqual(['OPENING']);

    await session.stop();
    const stoppedAt = upgrades;
    // A second session on its own path backs off the same way (0, 0.75 s, 2.25 s, 5.25 s): by its fourth
    // attempt the stopped one's next (3 s after its third) was long due, so its silence is not a matter of time.
    const witness = await pairedConnection();
    const witnessSession = createBaileysSession(
      { ...witness, emit: async () => undefined, holdsLease: () => true },
      { version: [2, 3000, 1], random: () => 0, socketConfig: { waWebSocketUrl: `${url}?witness`, connectTimeoutMs: 3_000 } },
    );
    sessions.push(witnessSession);
    await witnessSession.start();
    const witnessed = () => upgradePaths.slice(stoppedAt).filter((p) => p.endsWith('?witness')).length;
    await vi.waitFor(() => expect(witnessed()).toBeGreaterThanOrEqual(4), { timeout: 10_000, interval: 50 });
    expect(upgrades - stoppedAt).toBe(witnessed());
  });
});
