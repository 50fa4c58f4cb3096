import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from '../session/AuthProvider';

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
