import { createContext, useContext } from 'react';
import type { Socket } from 'socket.io-client';
import { createLiveBus, type LiveBus } from './live-events';

/** The session's socket while signed in and connected once asked for; null otherwise. */
export const LiveSocketContext = createContext<Socket | null>(null);

/** The provider's event fan-out (a detached one outside a provider, so a lone component renders). */
export const LiveBusContext = createContext<LiveBus>(createLiveBus());

/** The session's socket, as React state: a component re-renders (and its effects re-run) when it changes. */
export function useLiveSocket(): Socket | null {
  return useContext(LiveSocketContext);
}

export function useLiveBus(): LiveBus {
  return useContext(LiveBusContext);
}
