import { useEffect, useRef } from 'react';
import { ClientEvents, type TicketStatus } from '@zapdesk/shared';
import { getSocket } from '../../../lib/socket';

/**
 * Tells the server which ticket list is on screen (spec §7 joinTickets), on open and after each
 * reconnection (the server forgets rooms with the old connection), then `onReconnect` so the lists
 * catch up with what happened while offline.
 */
export function useJoinTickets(status: TicketStatus, onReconnect: () => void): void {
  const onReconnectRef = useRef(onReconnect);
  useEffect(() => {
    onReconnectRef.current = onReconnect;
  });

  useEffect(() => {
    let socket: ReturnType<typeof getSocket> = null;
    let wasConnected = false;
    const handleConnect = () => {
      socket?.emit(ClientEvents.joinTickets, status);
      if (wasConnected) onReconnectRef.current();
      wasConnected = true;
    };
    // Like useCompanyEvent: the session opens its socket in an effect that runs after this one.
    const timer = setTimeout(() => {
      socket = getSocket();
      if (!socket) return;
      wasConnected = socket.connected;
      // Emitted before the first connection, socket.io sends it once connected.
      socket.emit(ClientEvents.joinTickets, status);
      socket.on('connect', handleConnect);
    }, 0);
    return () => {
      clearTimeout(timer);
      socket?.off('connect', handleConnect);
    };
  }, [status]);
}
