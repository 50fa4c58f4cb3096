import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from '../session/AuthProvider';

// The shell and every page are lazy chunks (app/AppRoutes.tsx): the first render of each waits for its module,
// which under vitest means transforming its module tree, on a machine that may be running other suites. The
// pages these tests open are loaded while the file loads, so that work never counts against a test's timeouts.
await Promise.all([
  import('../app/layout/AppLayout'),
  import('../features/auth/components/LoginPage'),
  import('../features/auth/components/SignupPage'),
  import('../features/auth/components/ForgotPasswordPage'),
  import('../features/tickets/components/TicketsPage'),
  import('../features/todolist/components/TodoListPage'),
]);

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The whole app with its real session at `route`; tests answer the HTTP calls with a fake adapter. */
export function renderFullApp(route: string) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <AuthProvider>
          <AppRoutes />
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </AppProviders>,
  );
}
