import { act } from '@testing-library/react';

type Listener = (...args: unknown[]) => void;

/** The listeners the screen attached to the mocked session socket, by event name. */
export const socketListeners = new Map<string, Set<Listener>>();
/** What the screen emitted to the server, in order. */
export const emitted: unknown[][] = [];

/** Stands in for lib/socket's getSocket: records listeners and emits instead of talking to a server. */
export const fakeSocket = {
  connected: true,
  on: (event: string, listener: Listener) => {
    const set = socketListeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    socketListeners.set(event, set);
  },
  off: (event: string, listener: Listener) => socketListeners.get(event)?.delete(listener),
  emit: (event: string, ...args: unknown[]) => {
    emitted.push([event, ...args]);
  },
};

/** Forgets what earlier tests attached and emitted. */
export function resetSocket(): void {
  socketListeners.clear();
  emitted.length = 0;
  fakeSocket.connected = true;
}

/** Delivers an event as the server (or socket.io, for 'connect') would, to every listener of it. */
export function serverSends(event: string, payload?: unknown): void {
  act(() => {
    for (const listener of socketListeners.get(event) ?? []) listener(payload);
  });
}

/** Whether something listens to the event (listeners attach one tick after mounting). */
export function listening(event: string): boolean {
  return (socketListeners.get(event)?.size ?? 0) > 0;
}
