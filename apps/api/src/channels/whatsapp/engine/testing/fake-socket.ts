import { Boom } from '@hapi/boom';
import { vi } from 'vitest';
import { generateWAMessage, makeEventBuffer, type UserFacingSocketConfig } from '@whiskeysockets/baileys';
import type { MakeSocket, SocketPort } from '../baileys-session.js';
import { OUR_PN, silentLogger } from './fixtures.js';

// A stand-in for makeWASocket: Baileys' real event buffer as `ev`, Baileys' own creds
// bookkeeping (Object.assign on creds.update) and end() semantics (a final close, then a dead ev),
// and spies for the calls the session makes. The test plays WhatsApp's side through the helpers.

export interface FakeSocket extends SocketPort {
  config: UserFacingSocketConfig;
  ev: ReturnType<typeof makeEventBuffer>;
  ended: boolean;
  showQr(qr: string): void;
  open(): void;
  /** The server closing the stream with a DisconnectReason code (undefined: no code). */
  drop(statusCode: number | undefined, message?: string): void;
  /** What pairing stores, as Baileys emits it on pair-success. */
  pair(): void;
}

const upload = async () => ({ mediaUrl: 'https://mmg.whatsapp.net/fake', directPath: '/fake' });

function createFakeSocket(config: UserFacingSocketConfig): FakeSocket {
  const ev = makeEventBuffer(silentLogger);
  ev.on('creds.update', (update) => Object.assign(config.auth.creds, update));
  const fake: FakeSocket = {
    config,
    ev,
    ended: false,
    end: vi.fn(async (error: Error | undefined) => {
      if (fake.ended) return;
      fake.ended = true;
      ev.emit('connection.update', { connection: 'close', lastDisconnect: { error, date: new Date() } });
      ev.destroy();
    }),
    logout: vi.fn(async () => {
      void fake.end(new Boom('Intentional Logout', { statusCode: 401 }));
    }),
    requestPairingCode: vi.fn(async (phone: string) => {
      config.auth.creds.pairingCode = 'ABCD1234';
      ev.emit('creds.update', { me: { id: `${phone}@s.whatsapp.net`, name: '~' } });
      return 'ABCD1234';
    }),
    sendMessage: vi.fn(async (jid, content, options) => generateWAMessage(jid, content, { userJid: OUR_PN, logger: silentLogger, upload, ...options })),
    readMessages: vi.fn(async () => undefined),
    onWhatsApp: vi.fn(async (...phones: string[]) => phones.filter((p) => p.endsWith('0000')).map((p) => ({ jid: `${p}@s.whatsapp.net`, exists: true }))),
    profilePictureUrl: vi.fn(async () => {
      throw new Boom('item-not-found', { statusCode: 404 });
    }),
    rejectCall: vi.fn(async () => undefined),
    groupMetadata: vi.fn(async (jid: string) => ({ id: jid, subject: 'Clientes VIP', owner: undefined, participants: [] })),
    updateMediaMessage: vi.fn(async (m) => m),
    showQr: (qr) => ev.emit('connection.update', { qr }),
    open: () => ev.emit('connection.update', { connection: 'open' }),
    drop: (statusCode, message = 'Stream Errored') => {
      void fake.end(statusCode === undefined ? new Error(message) : new Boom(message, { statusCode }));
    },
    pair: () => {
      ev.emit('creds.update', {
        me: { id: '5511888880000:7@s.whatsapp.net', name: 'Loja', lid: '99999@lid' },
        account: {
          details: Buffer.from('details'),
          accountSignatureKey: Buffer.alloc(32, 1),
          accountSignature: Buffer.alloc(64, 2),
          deviceSignature: Buffer.alloc(64, 3),
        },
      });
      ev.emit('connection.update', { isNewLogin: true, qr: undefined });
    },
  };
  // Like Baileys: "connecting" once the caller has attached its listeners.
  process.nextTick(() => ev.emit('connection.update', { connection: 'connecting', qr: undefined }));
  return fake;
}

/** A makeSocket that records every socket it builds; `behave` plays the server when each one starts. */
export function fakeSockets(behave?: (socket: FakeSocket) => void) {
  const sockets: FakeSocket[] = [];
  const makeSocket: MakeSocket = (config) => {
    const socket = createFakeSocket(config);
    sockets.push(socket);
    if (behave) setImmediate(() => behave(socket));
    return socket;
  };
  return {
    makeSocket,
    sockets,
    latest(): FakeSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was created');
      return socket;
    },
  };
}
