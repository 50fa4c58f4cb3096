import { useEffect, useState } from 'react';

/** Spec §9: the dashboard loads 1 s after opening (a quick pass through '/' costs the API nothing). */
export const DASHBOARD_LOAD_DELAY_MS = 1000;

/** False until `delayMs` after the screen opened. */
export function useOpeningDelay(delayMs = DASHBOARD_LOAD_DELAY_MS): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return ready;
}
