import { act } from '@testing-library/react';

type Listener = (payload: unknown) => void;

/** The listeners the screen attached to the mocked session socket, by event name. */
export const socketListeners = new Map<string, Set<Listener>>();

/** Stands in for lib/socket's getSocket: records listeners instead of talking to a server. */
export const fakeSocket = {
  on: (event: string, listener: Listener) => {
    const set = socketListeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    socketListeners.set(event, set);
  },
  off: (event: string, listener: Listener) => socketListeners.get(event)?.delete(listener),
};

/** Delivers an event as the server would, to every listener of it. */
export function emitSocket(event: string, payload: unknown): void {
  act(() => {
    for (const listener of socketListeners.get(event) ?? []) listener(payload);
  });
}

/** Whether something listens to the event (listeners attach one tick after mounting). */
export function listening(event: string): boolean {
  return (socketListeners.get(event)?.size ?? 0) > 0;
}
