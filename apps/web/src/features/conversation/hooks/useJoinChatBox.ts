import { useEffect, useRef } from 'react';
import { ClientEvents } from '@zapdesk/shared';
import { getSocket } from '../../../lib/socket';

/** The server's counterpart of joinChatBox (apps/api/src/realtime/server.ts). */
const LEAVE_CHAT_BOX = 'leaveChatBox';

/**
 * Follows the ticket's room while the conversation is open: joinChatBox on open and again after each
 * reconnection (the server forgets rooms with the old connection), then `onReconnect` so the screen
 * fetches what it missed while offline; leaveChatBox on close.
 */
export function useJoinChatBox(ticketId: number, onReconnect: () => void): void {
  const onReconnectRef = useRef(onReconnect);
  useEffect(() => {
    onReconnectRef.current = onReconnect;
  });

  useEffect(() => {
    let socket: ReturnType<typeof getSocket> = null;
    let wasConnected = false;
    const handleConnect = () => {
      socket?.emit(ClientEvents.joinChatBox, ticketId);
      if (wasConnected) onReconnectRef.current();
      wasConnected = true;
    };
    // Like useCompanyEvent: the session opens its socket in an effect that runs after this one.
    const timer = setTimeout(() => {
      socket = getSocket();
      if (!socket) return;
      wasConnected = socket.connected;
      // Emitted before the first connection, socket.io sends it once connected.
      socket.emit(ClientEvents.joinChatBox, ticketId);
      socket.on('connect', handleConnect);
    }, 0);
    return () => {
      clearTimeout(timer);
      socket?.off('connect', handleConnect);
      socket?.emit(LEAVE_CHAT_BOX, ticketId);
    };
  }, [ticketId]);
}
