import { useEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { Socket } from 'socket.io-client';
import type { UserDTO } from '@zapdesk/shared';
import { handleUnauthorized, refreshSession } from '../lib/api-client';
import { reconnectSessionSocket, socketToken } from '../lib/socket';
import { StorageKeys, readStorage } from '../lib/storage';
import { useLiveSocket } from '../live/live-context';
import { useLiveEvent } from '../live/useLiveEvent';
import { useAuth } from './useAuth';
import { getMe } from './session-api';

const RELOAD_DELAY_MS = 1000;
// The session event can beat the HTTP answer that ended it (a password change hands this session a new
// refresh cookie in that answer): renewing a moment later uses the cookie the browser holds by then.
const RENEW_DELAY_MS = 1000;

/** Runs the renewal in one tab at a time: the tabs share the refresh cookie, which rotates on use. */
function oneTabAtATime(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('zapdesk-session-renewal', work).then(() => undefined) : work();
}

/**
 * The server ended the socket's token (user deleted or demoted, logged out elsewhere, password changed, company
 * deactivated): renew the session and reconnect with its token (a demoted user carries on with the new
 * profile), or sign out when it cannot be renewed. A tab that finds another already renewed takes that token.
 */
async function renewSession(socket: Socket, staleToken: string | null, setUser: Dispatch<SetStateAction<UserDTO | null>>): Promise<void> {
  const stored = readStorage(StorageKeys.token);
  if (stored && stored !== staleToken) {
    setUser(await getMe());
  } else {
    await refreshSession();
  }
  const token = readStorage(StorageKeys.token);
  if (token) reconnectSessionSocket(socket, token);
}

/**
 * The session-level events on the provider's socket: a login of the same user elsewhere ends this session;
 * the server ending the token's session renews it or signs out; edits of the user refresh the greeting.
 */
export function useSessionSocket(sessionIdRef: RefObject<string | null>, setUser: Dispatch<SetStateAction<UserDTO | null>>): void {
  const { t } = useTranslation();
  const { user } = useAuth();
  const socket = useLiveSocket();
  const userId = user?.id ?? null;
  const renewal = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(renewal.current), [socket]);

  useLiveEvent('auth', (payload) => {
    const mine = sessionIdRef.current;
    // Without a known sessionId this tab cannot tell its own login from another one.
    if (payload.action !== 'update' || payload.user.id !== userId || !mine || payload.sessionId === mine) return;
    toast.error(t('auth.otherComputer'), { toastId: 'other-computer' });
    window.localStorage.clear();
    socket?.disconnect();
    setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  });

  useLiveEvent('user', (payload) => {
    if (payload.action === 'update' && payload.user.id === userId) {
      setUser((current) => (current ? { ...current, ...payload.user, company: current.company } : current));
    }
  });

  useLiveEvent('session', (payload) => {
    if (payload.action !== 'end' || renewal.current || !socket) return;
    const staleToken = socketToken(socket);
    renewal.current = setTimeout(() => {
      oneTabAtATime(() => renewSession(socket, staleToken, setUser))
        .catch(() => handleUnauthorized())
        .finally(() => {
          renewal.current = undefined;
        });
    }, RENEW_DELAY_MS);
  });
}

/** Renders nothing: runs the session's socket reactions inside LiveSyncProvider. */
export function SessionSocket({ sessionIdRef, setUser }: { sessionIdRef: RefObject<string | null>; setUser: Dispatch<SetStateAction<UserDTO | null>> }) {
  useSessionSocket(sessionIdRef, setUser);
  return null;
}
