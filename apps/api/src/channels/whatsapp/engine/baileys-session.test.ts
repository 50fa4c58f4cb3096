import { Boom } from '@hapi/boom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EngineEvent } from '../types.js';
import { loadDbAuthState } from './auth-state.js';
import { createBaileysSession } from './baileys-session.js';
import { fakeSockets } from './testing/fake-socket.js';
import { VERSION, pairedSetup, sessions, settle, setup, stopSessions } from './testing/session-harness.js';

// The session runner against a fake socket over Baileys' real event buffer: what it emits, when it
// opens a new socket, and what it does to the stored pairing, for each way a connection can end.

afterEach(stopSessions);

describe('Baileys session lifecycle', () => {
  it('emits each QR code, then stops after the round limit until start() is called again', async () => {
    const { session, factory, statuses } = await setup({ maxQrRounds: 2 });
    await session.start();
    const socket = factory.latest();
    socket.showQr('QR-1');
    socket.showQr('QR-2');
    socket.showQr('QR-3');
    await vi.waitFor(() => expect(statuses()).toEqual(['OPENING', 'qrcode:QR-1', 'qrcode:QR-2', 'DISCONNECTED:qrLimit']));
    expect(socket.end).toHaveBeenCalledWith(undefined);
    await settle();
    expect(factory.sockets).toHaveLength(1);

    await session.start();
    expect(factory.sockets).toHaveLength(2);
    factory.latest().showQr('QR-4');
    await vi.waitFor(() => expect(statuses().at(-1)).toBe('qrcode:QR-4'));
  });

  it('configures the socket for a help desk and keeps the retry counter across sockets', async () => {
    const { factory } = await pairedSetup();
    const [first, second] = factory.sockets.map((s) => s.config);
    expect(first).toMatchObject({ version: VERSION, markOnlineOnConnect: false, syncFullHistory: false, emitOwnEvents: false });
    expect(second.msgRetryCounterCache).toBe(first.msgRetryCounterCache);
    expect(first.shouldIgnoreJid?.('status@broadcast')).toBe(true);
    expect(first.shouldIgnoreJid?.('5511999990000@s.whatsapp.net')).toBe(false);
  });

  it('reconnects at once after the 515 that follows pairing, with the pairing already saved', async () => {
    const { factory, statuses, whatsappId } = await pairedSetup();
    expect(factory.sockets[1].config.auth.creds.account).toBeTruthy();
    expect(statuses()).toEqual(['OPENING', 'CONNECTED']);
    const events = factory.sockets[1];
    expect(events.ended).toBe(false);
    const stored = await loadDbAuthState({ whatsappId, holdsLease: () => true });
    expect(stored.state.creds.me?.id).toBe('5511888880000:7@s.whatsapp.net');
    expect(stored.state.creds.account?.details).toEqual(Buffer.from('details'));
  });

  it('reports the number when connected', async () => {
    const { events } = await pairedSetup();
    expect(events.find((e) => e.type === 'status' && e.status === 'CONNECTED')).toMatchObject({ number: '5511888880000' });
  });

  it('wipes the pairing and reports DISCONNECTED on 401, without reconnecting', async () => {
    const { factory, statuses, authRows } = await pairedSetup();
    expect(await authRows()).toBeGreaterThan(0);
    factory.latest().drop(401, 'Connection Failure');
    await vi.waitFor(() => expect(statuses().at(-1)).toBe('DISCONNECTED:loggedOut'));
    expect(await authRows()).toBe(0);
    await settle();
    expect(factory.sockets).toHaveLength(2);
  });

  it('stops on 440 (replaced by another socket) and keeps the pairing', async () => {
    const { factory, statuses, authRows } = await pairedSetup();
    const rows = await authRows();
    factory.latest().drop(440, 'Stream Errored (conflict)');
    await vi.waitFor(() => expect(statuses().at(-1)).toBe('DISCONNECTED:connectionReplaced'));
    await settle();
    expect(factory.sockets).toHaveLength(2);
    expect(await authRows()).toBe(rows);
  });

  it('backs off 1 s after a transient close, once even if the close is reported twice', async () => {
    const { factory, statuses } = await pairedSetup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const socket = factory.latest();
    // Baileys can report one drop twice (a WebSocket error, then its close).
    const close = { connection: 'close' as const, lastDisconnect: { error: new Boom('Connection Closed', { statusCode: 428 }), date: new Date() } };
    socket.ev.emit('connection.update', close);
    socket.ev.emit('connection.update', close);
    await vi.waitFor(() => expect(statuses().at(-1)).toMatch(/^OPENING/));
    await vi.advanceTimersByTimeAsync(999);
    expect(factory.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(factory.sockets).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(factory.sockets).toHaveLength(3);

    factory.latest().open();
    await vi.waitFor(() => expect(statuses().at(-1)).toBe('CONNECTED'));
  });

  it('doubles the backoff while drops repeat', async () => {
    const { factory } = await pairedSetup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    factory.latest().drop(undefined, 'ECONNRESET');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(factory.sockets).toHaveLength(3);
    factory.latest().drop(408, 'Connection was lost');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(factory.sockets).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(factory.sockets).toHaveLength(4);
  });

  it('a stop() during the backoff cancels the pending reconnect', async () => {
    const { session, factory } = await pairedSetup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    factory.latest().drop(503, 'Service Unavailable');
    await vi.advanceTimersByTimeAsync(10);
    await session.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(factory.sockets).toHaveLength(2);
  });

  it('stop() ends the socket without logging out, keeps the pairing and does not reconnect', async () => {
    const { session, factory, statuses, authRows } = await pairedSetup();
    const socket = factory.latest();
    const before = statuses().length;
    await session.stop();
    expect(socket.end).toHaveBeenCalledWith(undefined);
    expect(socket.logout).not.toHaveBeenCalled();
    expect(await authRows()).toBeGreaterThan(0);
    await settle();
    expect(factory.sockets).toHaveLength(2);
    expect(statuses()).toHaveLength(before);
  });

  it('a stop() during start() leaves no socket behind', async () => {
    const { session, factory } = await setup();
    const starting = session.start();
    await session.stop();
    await starting;
    await settle();
    expect(factory.sockets).toHaveLength(0);
  });

  it('a restart with the saved pairing connects without a new QR code', async () => {
    const first = await pairedSetup();
    await first.session.stop();
    const factory = fakeSockets((socket) => (socket.config.auth.creds.account ? socket.open() : socket.showQr('UNEXPECTED')));
    const events: EngineEvent[] = [];
    const restarted = createBaileysSession(
      { ...first.deps, emit: async (event) => void events.push(event) },
      { version: VERSION, makeSocket: factory.makeSocket },
    );
    sessions.push(restarted);
    await restarted.start();
    await vi.waitFor(() => expect(events.map((e) => e.type === 'status' && e.status)).toEqual(['OPENING', 'CONNECTED']));
  });

  it('logout() unlinks the device, wipes the pairing and reports DISCONNECTED', async () => {
    const { session, factory, statuses, authRows } = await pairedSetup();
    const socket = factory.latest();
    await session.logout();
    expect(socket.logout).toHaveBeenCalledOnce();
    expect(await authRows()).toBe(0);
    expect(statuses().at(-1)).toBe('DISCONNECTED');
    await settle();
    expect(factory.sockets).toHaveLength(2);
  });

  it('requests a pairing code on the first QR instead of showing it', async () => {
    const { session, factory, statuses } = await setup();
    const code = session.requestPairingCode('+55 (11) 98888-0000');
    await vi.waitFor(() => expect(factory.sockets).toHaveLength(1));
    factory.latest().showQr('QR-HIDDEN');
    await expect(code).resolves.toBe('ABCD1234');
    expect(factory.latest().requestPairingCode).toHaveBeenCalledWith('5511988880000');
    factory.latest().showQr('QR-HIDDEN-2');
    await settle();
    expect(factory.latest().requestPairingCode).toHaveBeenCalledOnce();
    expect(statuses()).toEqual(['OPENING', 'PAIRING']);
  });

  it('drops the provisional creds of an abandoned pairing code before the next connection', async () => {
    const { session, factory, whatsappId } = await setup();
    const code = session.requestPairingCode('5511988880000');
    await vi.waitFor(() => expect(factory.sockets).toHaveLength(1));
    factory.latest().showQr('QR');
    await code;
    await session.stop();
    expect((await loadDbAuthState({ whatsappId, holdsLease: () => true })).state.creds.me?.id).toBe('5511988880000@s.whatsapp.net');
    await session.start();
    expect(factory.latest().config.auth.creds.me).toBeUndefined();
  });
});
