import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { ANNOUNCEMENT_EVENT, companyEvent } from '@zapdesk/shared';
import { closeSessionSocket, openSessionSocket } from '../lib/socket';
import { useAuth } from '../session/useAuth';
import { LiveBusContext, LiveSocketContext } from './live-context';
import { COMPANY_ENTITIES, createLiveBus, type LiveEntity, type LivePayloads } from './live-events';
import { applyLiveEvent } from './live-routes';
import { refetchInFlight } from './refetch-in-flight';

interface LiveSyncProviderProps {
  children: ReactNode;
  /**
   * Opens the session's socket (tests hand in a fake one); null when there is no token to open it with. The app's
   * own is asynchronous (socket.io's client loads on first use).
   */
  connect?: () => Socket | null | Promise<Socket | null>;
  disconnect?: (socket: Socket) => void;
}

/**
 * The one owner of the session's socket, kept as React state: opened when a user signs in, closed when they
 * leave. Every company event (and the platform's announcements) goes first through the resources' reducers
 * into every cached query of its resource (live-routes.ts), then to the screens' own reactions (useLiveEvent).
 * Screens never listen to the socket themselves; rooms are joined with useSocketRoom.
 */
export function LiveSyncProvider({ children, connect = openSessionSocket, disconnect = closeSessionSocket }: LiveSyncProviderProps) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<Socket | null>(null);
  const [bus] = useState(createLiveBus);
  const userId = user?.id ?? null;
  const companyId = user?.companyId ?? null;
  // The reducers judge visibility by the user as they are now (a profile change keeps the same socket).
  const viewer = useRef(user);
  useEffect(() => {
    viewer.current = user;
  });

  useEffect(() => {
    if (userId === null || companyId === null) return undefined;
    let opened: Socket | null = null;
    let current = true;
    const keep = (socket: Socket | null) => {
      // The user left (or changed) while the client was loading: that socket is nobody's.
      if (!current) {
        if (socket) disconnect(socket);
        return;
      }
      opened = socket;
      setSocket(socket);
    };
    const result = connect();
    if (result instanceof Promise) void result.then(keep, () => keep(null));
    else keep(result);
    return () => {
      current = false;
      if (opened) disconnect(opened);
      setSocket(null);
    };
  }, [userId, companyId, connect, disconnect]);

  useEffect(() => {
    if (!socket || companyId === null) return undefined;
    const deliver = <E extends LiveEntity>(entity: E, payload: LivePayloads[E]) => {
      if (viewer.current) applyLiveEvent(queryClient, entity, payload, viewer.current);
      bus.emit(entity, payload);
    };
    // The payloads' types come from the event names (packages/shared/src/events.ts), which socket.io cannot check.
    const subscriptions: Array<readonly [string, (payload: LivePayloads[LiveEntity]) => void]> = [
      ...COMPANY_ENTITIES.map(
        (entity) => [companyEvent(companyId, entity), (payload: LivePayloads[LiveEntity]) => deliver(entity, payload as LivePayloads[typeof entity])] as const,
      ),
      [ANNOUNCEMENT_EVENT, (payload: LivePayloads[LiveEntity]) => deliver('announcement', payload as LivePayloads['announcement'])] as const,
    ];
    for (const [event, handler] of subscriptions) socket.on(event, handler);
    return () => {
      for (const [event, handler] of subscriptions) socket.off(event, handler);
    };
  }, [socket, companyId, queryClient, bus]);

  // Events sent while the socket is not connected are lost: before its first connection (at sign-in its client
  // loads after the first screen's requests) and while it reconnects (the server forgets the connection and its
  // rooms). So at every connection what was read before it is read again: the queries on screen refetch, the
  // others are marked stale. A fetch still running at that moment may have read before an event the socket
  // missed, so it is followed by another. useSocketRoom joins the rooms again on the same event.
  useEffect(() => {
    if (!socket) return undefined;
    const resync = () => {
      const connectedAt = Date.now();
      // First, so that only the fetches already running are followed, not the ones started just below.
      refetchInFlight(queryClient);
      void queryClient.invalidateQueries({ predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < connectedAt });
    };
    socket.on('connect', resync);
    return () => {
      socket.off('connect', resync);
    };
  }, [socket, queryClient]);

  return (
    <LiveSocketContext.Provider value={socket}>
      <LiveBusContext.Provider value={bus}>{children}</LiveBusContext.Provider>
    </LiveSocketContext.Provider>
  );
}
