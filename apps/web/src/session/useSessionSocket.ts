import { useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { companyEvent, type CompanyEventPayloads, type UserDTO } from '@zapdesk/shared';
import { closeSocket, openSocket } from '../lib/socket';
import { StorageKeys, readStorage } from '../lib/storage';

const RELOAD_DELAY_MS = 1000;

/**
 * Keeps one socket open while a user is signed in and reacts to the session-level events:
 * a login of the same user elsewhere ends this session; edits of the user refresh the greeting.
 */
export function useSessionSocket(
  userId: number | null,
  companyId: number | null,
  sessionIdRef: RefObject<string | null>,
  setUser: Dispatch<SetStateAction<UserDTO | null>>,
): void {
  const { t } = useTranslation();

  useEffect(() => {
    const token = readStorage(StorageKeys.token);
    if (userId === null || companyId === null || !token) return undefined;
    const socket = openSocket(token);

    socket.on(companyEvent(companyId, 'auth'), (payload: CompanyEventPayloads['auth']) => {
      const mine = sessionIdRef.current;
      // Without a known sessionId this tab cannot tell its own login from another one.
      if (payload.action !== 'update' || payload.user.id !== userId || !mine || payload.sessionId === mine) return;
      toast.error(t('auth.otherComputer'), { toastId: 'other-computer' });
      window.localStorage.clear();
      closeSocket();
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    });

    socket.on(companyEvent(companyId, 'user'), (payload: CompanyEventPayloads['user']) => {
      if (payload.action === 'update' && payload.user.id === userId) {
        setUser((current) => (current ? { ...current, ...payload.user, company: current.company } : current));
      }
    });

    return () => closeSocket();
  }, [userId, companyId, sessionIdRef, setUser, t]);
}
