import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import GlobalStyles from '@mui/material/GlobalStyles';
import 'react-toastify/dist/ReactToastify.css';
import { i18n } from '../lib/i18n';
import { ColorModeProvider } from './ColorModeProvider';
import { useColorMode } from './color-mode';

/** Spec §9: toasts close after 3000 ms. */
const TOAST_AUTO_CLOSE_MS = 3000;

/** Toasts start below the 64 px top bar, so they never cover its account and theme controls. */
const toastOffset = <GlobalStyles styles={{ ':root': { '--toastify-toast-top': '76px' } }} />;

function Toasts() {
  const { mode } = useColorMode();
  return (
    <>
      {toastOffset}
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} theme={mode === 'dark' ? 'dark' : 'light'} newestOnTop />
    </>
  );
}

/** Everything a screen expects around it, except the router and the session (tests swap those). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ColorModeProvider>
          {children}
          <Toasts />
        </ColorModeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
