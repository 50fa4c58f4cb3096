import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { UserDTO } from '@zapdesk/shared';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../lib/query-client';
import { AuthContext, type AuthContextValue } from '../session/auth-context';

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

/** Renders a screen with the app's providers, a memory router at `route` and a stubbed session. */
export function renderWithApp(ui: ReactElement, { route = '/', auth = fakeAuth(null) }: { route?: string; auth?: AuthContextValue } = {}) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <AuthContext.Provider value={auth}>
          {ui}
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </AuthContext.Provider>
      </MemoryRouter>
    </AppProviders>,
  );
}
