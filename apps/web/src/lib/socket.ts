import { io, type Socket } from 'socket.io-client';
import { ClientEvents, USER_STATUS_HEARTBEAT_MS } from '@zapdesk/shared';
import { env } from '../config/env';
import { StorageKeys, readStorage } from './storage';

/** Messages the server's handshake answers when the token can no longer be used. */
const EXPIRED_TOKEN_MESSAGES = ['ERR_SESSION_EXPIRED', 'jwt expired'];
const RELOAD_DELAY_MS = 1000;

let socket: Socket | null = null;
let heartbeat: ReturnType<typeof setInterval> | null = null;

/** Opens the session's single socket (closing any previous one) and starts the status heartbeat. */
export function openSocket(token: string): Socket {
  closeSocket();
  const current = io(env.apiUrl, { transports: ['websocket'], query: { token } });

  // The server decides the rooms from the token; the client only asks to join its notifications.
  current.on('connect', () => {
    current.emit(ClientEvents.joinNotification);
    current.emit(ClientEvents.userStatus);
  });

  current.on('connect_error', (error: Error) => {
    if (EXPIRED_TOKEN_MESSAGES.includes(error.message)) {
      // A reload runs the start-up refresh and reconnects with a fresh token.
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    }
  });

  // The access token is refreshed over HTTP while the socket lives: reconnect with the newest one.
  current.io.on('reconnect_attempt', () => {
    const latest = readStorage(StorageKeys.token);
    if (latest) current.io.opts.query = { token: latest };
  });

  heartbeat = setInterval(() => current.emit(ClientEvents.userStatus), USER_STATUS_HEARTBEAT_MS);
  socket = current;
  return current;
}

/** The open socket of this session, if any. */
export function getSocket(): Socket | null {
  return socket;
}

/** Closes the socket and stops the heartbeat (logout, other-computer login, unmount). */
export function closeSocket(): void {
  if (heartbeat) clearInterval(heartbeat);
  heartbeat = null;
  socket?.removeAllListeners();
  socket?.io.removeAllListeners();
  socket?.disconnect();
  socket = null;
}
