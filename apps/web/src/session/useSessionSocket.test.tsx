// The app's own session socket (lib/socket.ts) connects to the in-process socket.io server (test/live-app-url.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { toast } from 'react-toastify';
import type { UserDTO } from '@zapdesk/shared';
import { api, setRefreshListener, setUnauthorizedHandler } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { openSessionSocket } from '../lib/socket';
import { createQueryClient } from '../lib/query-client';
import { LiveSyncProvider } from '../live/LiveSyncProvider';
import { fakeAdapter } from '../test/fake-adapter';
import { makeUser, makeSession } from '../test/fixtures';
import { adoptSessionSocket, clientEmits, connectionTokens, emitCompanyEvent } from '../test/live-socket';
import { fakeAuth } from '../test/render';
import { AuthContext } from './auth-context';
import { useSessionSocket } from './useSessionSocket';

const me = makeUser({ id: 7, companyId: 3 });

/** The hook inside LiveSyncProvider on the app's own socket (opened with the stored token), as user 7 of company 3. */
function Wrapper({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <AuthContext.Provider value={fakeAuth(me)}>
          <LiveSyncProvider connect={connectAppSocket}>{children}</LiveSyncProvider>
        </AuthContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

const connectAppSocket = async () => adoptSessionSocket(await openSessionSocket());

/** Mounts the hook and waits until the server saw the app's socket connect with the stored token. */
async function mount(sessionId: string | null) {
  const sessionIdRef = { current: sessionId };
  const setUser = vi.fn<(update: UserDTO | null | ((u: UserDTO | null) => UserDTO | null)) => void>();
  renderHook(() => useSessionSocket(sessionIdRef, setUser), { wrapper: Wrapper });
  await vi.waitFor(() => expect(connectionTokens()).toEqual(['access-1']));
  return setUser;
}

/** Whether the server saw the app's socket connect again with `token` and ask for its notifications again. */
function reconnectedWith(token: string) {
  expect(connectionTokens()).toEqual(['access-1', token]);
  expect(clientEmits().filter(([event]) => event === 'joinNotification')).toHaveLength(2);
}

let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  // The socket's own I/O (setImmediate, ticks) stays real: only the hook's clocks are faked.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  localStorage.setItem('token', 'access-1');
  reload = vi.fn<() => void>();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The server ended the socket's token; the hook renews a second later. */
async function sessionEnds() {
  await emitCompanyEvent(3, 'session', { action: 'end' });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1000);
  });
}

describe('useSessionSocket', () => {
  it('ends this session when the same user logs in elsewhere', async () => {
    const error = vi.spyOn(toast, 'error');
    await mount('session-a');
    await emitCompanyEvent(3, 'auth', { action: 'update', user: { id: 7 }, sessionId: 'session-b' });

    expect(error).toHaveBeenCalledWith('Sua conta foi acessada em outro computador.', expect.anything());
    expect(localStorage.getItem('token')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores its own session and other users', async () => {
    await mount('session-a');
    await emitCompanyEvent(3, 'auth', { action: 'update', user: { id: 7 }, sessionId: 'session-a' });
    await emitCompanyEvent(3, 'auth', { action: 'update', user: { id: 8 }, sessionId: 'session-z' });
    act(() => {
      vi.advanceTimersByTime(2000);
    });

    expect(localStorage.getItem('token')).toBe('access-1');
    expect(reload).not.toHaveBeenCalled();
  });

  it('merges live edits of the signed-in user', async () => {
    const setUser = await mount('session-a');
    await emitCompanyEvent(3, 'user', { action: 'update', user: makeUser({ id: 7, companyId: 3, name: 'Ana Lima' }) });
    expect(setUser).toHaveBeenCalledTimes(1);
  });

  it('when the server ends the session, refreshes and reconnects with the new token (a demoted user carries on)', async () => {
    const demoted = makeUser({ profile: 'user' });
    const refreshed = vi.fn();
    setRefreshListener(refreshed);
    const { adapter, calls } = fakeAdapter((config) =>
      config.url === '/auth/refresh_token' ? { status: 200, data: makeSession({ token: 'access-2', user: demoted, sessionId: 'session-a' }) } : { status: 404 },
    );
    api.defaults.adapter = adapter;
    await mount('session-a');

    await sessionEnds();
    await vi.waitFor(() => reconnectedWith('access-2'));
    expect(calls.map((c) => c.url)).toEqual(['/auth/refresh_token']);
    expect(refreshed).toHaveBeenCalledWith(expect.objectContaining({ user: demoted }));
    expect(localStorage.getItem('token')).toBe('access-2');
  });

  it('signs out when the session cannot be renewed (a deleted user)', async () => {
    const signedOut = vi.fn();
    setUnauthorizedHandler(signedOut);
    api.defaults.adapter = fakeAdapter(() => ({ status: 401, data: { error: 'ERR_SESSION_EXPIRED' } })).adapter;
    await mount('session-a');

    await sessionEnds();
    await vi.waitFor(() => expect(signedOut).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('token')).toBeNull();
    expect(connectionTokens()).toEqual(['access-1']);
  });

  it('takes the token another tab already renewed instead of spending the shared refresh cookie again', async () => {
    const current = makeUser({ profile: 'user', name: 'Ana Renovada' });
    const { adapter, calls } = fakeAdapter((config) => (config.url === '/auth/me' ? { status: 200, data: { user: current } } : { status: 401 }));
    api.defaults.adapter = adapter;
    const setUser = await mount('session-a');
    localStorage.setItem('token', 'renewed-by-another-tab');

    await sessionEnds();
    await vi.waitFor(() => reconnectedWith('renewed-by-another-tab'));
    expect(calls.map((c) => `${c.url} ${c.authorization}`)).toEqual(['/auth/me Bearer renewed-by-another-tab']);
    expect(setUser).toHaveBeenCalledWith(current);
  });
});
