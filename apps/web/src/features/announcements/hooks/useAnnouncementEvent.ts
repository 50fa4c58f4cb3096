import { useEffect, useRef } from 'react';
import { ANNOUNCEMENT_EVENT, type AnnouncementEventPayload } from '@zapdesk/shared';
import { getSocket } from '../../../lib/socket';
import { useAuth } from '../../../session/useAuth';

/**
 * Listens to `company-announcement` on the session's socket while mounted and signed in. Unlike the
 * per-company events its name carries no company: the server sends it to every signed-in socket.
 */
export function useAnnouncementEvent(listener: (payload: AnnouncementEventPayload) => void): void {
  const { user } = useAuth();
  const signedIn = user !== null;
  const listenerRef = useRef(listener);

  useEffect(() => {
    listenerRef.current = listener;
  });

  useEffect(() => {
    if (!signedIn) return undefined;
    const handle = (payload: AnnouncementEventPayload) => listenerRef.current(payload);
    let socket: ReturnType<typeof getSocket> = null;
    // As useCompanyEvent: the session opens its socket in an effect that runs after this one.
    const timer = setTimeout(() => {
      socket = getSocket();
      socket?.on(ANNOUNCEMENT_EVENT, handle);
    }, 0);
    return () => {
      clearTimeout(timer);
      socket?.off(ANNOUNCEMENT_EVENT, handle);
    };
  }, [signedIn]);
}
