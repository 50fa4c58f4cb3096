import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { isAxiosError } from 'axios';
import type { UserDTO } from '@zapdesk/shared';
import { refreshSession, setRefreshListener, setUnauthorizedHandler, type SessionResponse } from '../lib/api-client';
import { LiveSyncProvider } from '../live/LiveSyncProvider';
import { AuthContext, type AuthContextValue, type LoginCredentials } from './auth-context';
import { clearSessionStorage, hasSessionHint, storeSession } from './session-storage';
import { deleteLogout, getMe, postLogin } from './session-api';
import { dueSoonDays } from './subscription';
import { SessionSocket } from './useSessionSocket';

/** Owns the signed-in user: start-up refresh, login, logout; its LiveSyncProvider owns the session's socket. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<UserDTO | null>(null);
  // Without a session stored by an earlier visit there is no refresh cookie to use: no start-up refresh.
  const [loading, setLoading] = useState(hasSessionHint);
  const [defaultPasswordInUse, setDefaultPasswordInUse] = useState(false);
  // Kept out of state: only the socket handler compares it, and it must not re-render the app.
  const sessionIdRef = useRef<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  const applySession = useCallback((data: SessionResponse) => {
    storeSession(data.token, data.user);
    sessionIdRef.current = data.sessionId ?? null;
    setDefaultPasswordInUse(data.defaultPasswordInUse === true);
    setUser(data.user);
  }, []);

  const endSession = useCallback(() => {
    // Signed out: LiveSyncProvider closes the socket as the user goes.
    clearSessionStorage();
    queryClient.clear();
    sessionIdRef.current = null;
    setDefaultPasswordInUse(false);
    setUser(null);
  }, [queryClient]);

  useEffect(() => {
    setRefreshListener(applySession);
    setUnauthorizedHandler(() => {
      endSession();
      navigate('/login', { replace: true });
    });
  }, [applySession, endSession, navigate]);

  useEffect(() => {
    // A logged-out visit asks nothing: a refused refresh would log a 401 in the console of every public page.
    if (!hasSessionHint()) return;
    let active = true;
    // The refresh cookie outlives the page: a reload stays signed in without asking again.
    refreshSession()
      .catch((error: unknown) => {
        // A refused refresh ends the session; an unreachable API keeps it for the next try.
        if (active && isAxiosError(error) && error.response) endSession();
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [endSession]);

  const login = useCallback(
    async (credentials: LoginCredentials) => {
      const data = await postLogin(credentials);
      // One transition for both updates: the router navigates in a transition, and a separate
      // user update would render /login signed-in first, whose guard would redirect to / instead.
      startTransition(() => {
        applySession(data);
        navigate('/tickets');
      });
      toast.success(t('auth.loginSuccess'));
      const days = dueSoonDays(data.user.company?.dueDate);
      if (days !== null) toast.warn(t('auth.dueSoon', { days }));
    },
    [applySession, navigate, t],
  );

  const logout = useCallback(async () => {
    try {
      await deleteLogout();
    } catch {
      // The server may already have dropped the session; the browser forgets it either way.
    }
    endSession();
    navigate('/login', { replace: true });
  }, [endSession, navigate]);

  const reloadUser = useCallback(async () => {
    setUser(await getMe());
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, defaultPasswordInUse, login, logout, reloadUser }),
    [user, loading, defaultPasswordInUse, login, logout, reloadUser],
  );
  return (
    <AuthContext.Provider value={value}>
      <LiveSyncProvider>
        <SessionSocket sessionIdRef={sessionIdRef} setUser={setUser} />
        {children}
      </LiveSyncProvider>
    </AuthContext.Provider>
  );
}
