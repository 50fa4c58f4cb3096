import { useEffect } from 'react';
import { useLiveSocket } from './live-context';

interface Room {
  /** The client event that joins (joinTickets, joinChatBox) and its argument. */
  join: string;
  arg: string | number;
  /** The client event that leaves, when the server has one. */
  leave?: string;
}

/**
 * Keeps this socket in a room while mounted: joins at once (socket.io sends it once connected), again after
 * each reconnection (the server forgets rooms with the old connection), and leaves on unmount. What was missed
 * while disconnected is read again by LiveSyncProvider.
 */
export function useSocketRoom({ join, arg, leave }: Room): void {
  const socket = useLiveSocket();

  useEffect(() => {
    if (!socket) return undefined;
    const handleConnect = () => socket.emit(join, arg);
    socket.emit(join, arg);
    socket.on('connect', handleConnect);
    return () => {
      socket.off('connect', handleConnect);
      if (leave) socket.emit(leave, arg);
    };
  }, [socket, join, arg, leave]);
}
