import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { vi } from 'vitest';
import type { UserDTO } from '@zapdesk/shared';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../lib/query-client';
import { LiveSyncProvider } from '../live/LiveSyncProvider';
import { AuthContext, type AuthContextValue } from '../session/auth-context';
import { liveSessionSocket } from './live-socket';

/** Shows the router's current path so tests can assert where a guard sent the user. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** A session stub: tests decide who is signed in without any network. */
export function fakeAuth(user: UserDTO | null, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user,
    loading: false,
    defaultPasswordInUse: false,
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    reloadUser: vi.fn(async () => undefined),
    ...overrides,
  };
}

const keepOpen = () => undefined;

/**
 * Renders a screen with the app's providers, a memory router at `route`, a stubbed session and its live sync on
 * a socket connected to the in-process socket.io server (test/live-socket.ts) unless `connect` opens another (the
 * real API's, for the chats tests).
 */
export function renderWithApp(
  ui: ReactElement,
  {
    route = '/',
    auth = fakeAuth(null),
    connect = liveSessionSocket,
  }: { route?: string; auth?: AuthContextValue; connect?: () => Socket | null | Promise<Socket | null> } = {},
) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <AuthContext.Provider value={auth}>
          <LiveSyncProvider connect={connect} disconnect={keepOpen}>
            {ui}
            <Routes>
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </LiveSyncProvider>
        </AuthContext.Provider>
      </MemoryRouter>
    </AppProviders>,
  );
}
