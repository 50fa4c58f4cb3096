import type { Socket } from 'socket.io-client';
import { ClientEvents, USER_STATUS_HEARTBEAT_MS } from '@zapdesk/shared';
import { env } from '../config/env';
import { StorageKeys, readStorage } from './storage';

/** Messages the server's handshake answers when the token can no longer be used. */
const EXPIRED_TOKEN_MESSAGES = ['ERR_SESSION_EXPIRED', 'jwt expired'];
const RELOAD_DELAY_MS = 1000;

/** What each open socket carries beside socket.io's own state: its heartbeat and the token it last used. */
const sessions = new WeakMap<Socket, { heartbeat: ReturnType<typeof setInterval>; token: string }>();

/**
 * Opens a session socket with the stored access token (none stored: null) and starts the status heartbeat.
 * Only `LiveSyncProvider` calls it: it keeps the socket as React state, so nothing else holds a socket.
 * socket.io's client is a chunk of its own, fetched at the first sign-in: a signed-out visit never needs it
 * (issue 20's first-load budget).
 */
export async function openSessionSocket(): Promise<Socket | null> {
  const { io } = await import('socket.io-client');
  const token = readStorage(StorageKeys.token);
  if (!token) return null;
  const socket = io(env.apiUrl, { transports: ['websocket'], query: { token } });

  // The server decides the rooms from the token; the client only asks to join its notifications.
  socket.on('connect', () => {
    socket.emit(ClientEvents.joinNotification);
    socket.emit(ClientEvents.userStatus);
  });

  socket.on('connect_error', (error: Error) => {
    // A reload runs the start-up refresh and reconnects with a fresh token.
    if (EXPIRED_TOKEN_MESSAGES.includes(error.message)) setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  });

  // The access token is refreshed over HTTP while the socket lives: reconnect with the newest one.
  socket.io.on('reconnect_attempt', () => {
    const latest = readStorage(StorageKeys.token);
    const session = sessions.get(socket);
    if (latest && session) {
      socket.io.opts.query = { token: latest };
      session.token = latest;
    }
  });

  sessions.set(socket, { heartbeat: setInterval(() => socket.emit(ClientEvents.userStatus), USER_STATUS_HEARTBEAT_MS), token });
  return socket;
}

/** The access token the socket last connected with. */
export function socketToken(socket: Socket): string | null {
  return sessions.get(socket)?.token ?? null;
}

/**
 * Connects the socket again with a new token (the server ended the old token's session): the same socket
 * object, so every listener stays, and its connect handler asks for the notifications again.
 */
export function reconnectSessionSocket(socket: Socket, token: string): void {
  socket.disconnect();
  socket.io.opts.query = { token };
  const session = sessions.get(socket);
  if (session) session.token = token;
  socket.connect();
}

/** Closes the socket and stops its heartbeat (logout, other-computer login, unmount). */
export function closeSessionSocket(socket: Socket): void {
  const session = sessions.get(socket);
  if (session) clearInterval(session.heartbeat);
  sessions.delete(socket);
  socket.removeAllListeners();
  socket.io.removeAllListeners();
  socket.disconnect();
}
