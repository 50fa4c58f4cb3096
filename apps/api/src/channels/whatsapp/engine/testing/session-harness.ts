import { expect, vi } from 'vitest';
import { WhatsappAuthKey } from '../../../../models/index.js';
import type { EngineEvent, SessionDeps, WhatsappSession } from '../../types.js';
import { createBaileysSession, type BaileysSessionOptions } from '../baileys-session.js';
import { fakeSockets, type FakeSocket } from './fake-socket.js';
import { createConnection } from './fixtures.js';

// Builds a Baileys session over fake sockets for one test, with its emitted events at hand.

export const VERSION: [number, number, number] = [2, 3000, 1];
export const sessions: WhatsappSession[] = [];

export async function setup(options: BaileysSessionOptions & { behave?: (socket: FakeSocket) => void } = {}) {
  const connection = await createConnection();
  const events: EngineEvent[] = [];
  const deps: SessionDeps = {
    ...connection,
    emit: vi.fn(async (event: EngineEvent) => {
      events.push(event);
    }),
    holdsLease: () => true,
  };
  const factory = fakeSockets(options.behave);
  const make = () => {
    const session = createBaileysSession(deps, { version: VERSION, random: () => 0.5, makeSocket: factory.makeSocket, ...options });
    sessions.push(session);
    return session;
  };
  const statuses = () => events.flatMap((e) => (e.type === 'status' ? [[e.status, e.reason ?? e.qrcode ?? ''].filter(Boolean).join(':')] : []));
  const authRows = () => WhatsappAuthKey.count({ where: { whatsappId: connection.whatsappId } });
  return { ...connection, deps, events, factory, make, session: make(), statuses, authRows };
}

/** Pairs a connection the way WhatsApp does: QR, pair-success, 515 restart, open. */
export async function pairedSetup(options: BaileysSessionOptions = {}) {
  const ctx = await setup(options);
  await ctx.session.start();
  ctx.factory.latest().pair();
  ctx.factory.latest().drop(515, 'Stream Errored (restart required)');
  await vi.waitFor(() => expect(ctx.factory.sockets).toHaveLength(2));
  ctx.factory.latest().open();
  await vi.waitFor(() => expect(ctx.statuses()).toContain('CONNECTED'));
  return ctx;
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** afterEach: real timers back, every session of the test stopped. */
export async function stopSessions(): Promise<void> {
  vi.useRealTimers();
  await Promise.all(sessions.splice(0).map((session) => session.stop()));
}
