import { BrowserRouter } from 'react-router-dom';
import { queryClient } from '../lib/query-client';
import { AuthProvider } from '../session/AuthProvider';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

/** The ZapDesk web app. */
export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
      </BrowserRouter>
    </AppProviders>
  );
}
