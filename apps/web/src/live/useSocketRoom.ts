import { useEffect, useRef } from 'react';
import { useLiveSocket } from './live-context';

interface Room {
  /** The client event that joins (joinTickets, joinChatBox) and its argument. */
  join: string;
  arg: string | number;
  /** The client event that leaves, when the server has one. */
  leave?: string;
  /** After a reconnection (the server forgot the rooms and sent nothing meanwhile): reload what is shown. */
  onReconnect?: () => void;
}

/**
 * Keeps this socket in a room while mounted: joins at once (socket.io sends it once connected), again after
 * each reconnection (the server forgets rooms with the old connection), and leaves on unmount.
 */
export function useSocketRoom({ join, arg, leave, onReconnect }: Room): void {
  const socket = useLiveSocket();
  const onReconnectRef = useRef(onReconnect);
  useEffect(() => {
    onReconnectRef.current = onReconnect;
  });

  useEffect(() => {
    if (!socket) return undefined;
    let wasConnected = socket.connected;
    const handleConnect = () => {
      socket.emit(join, arg);
      if (wasConnected) onReconnectRef.current?.();
      wasConnected = true;
    };
    socket.emit(join, arg);
    socket.on('connect', handleConnect);
    return () => {
      socket.off('connect', handleConnect);
      if (leave) socket.emit(leave, arg);
    };
  }, [socket, join, arg, leave]);
}
