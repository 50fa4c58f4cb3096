import { useEffect, useState } from 'react';
import { isAdmin } from '../../../session/permissions';
import { useAuth } from '../../../session/useAuth';
import { needsAttention } from '../connection-status';
import { useQuery } from '@tanstack/react-query';
import { connectionQueries } from '../../../resources/connections/keys';

/** Spec §9: the connections alert is evaluated 2 s after the list changes. */
export const CONNECTIONS_ALERT_DELAY_MS = 2000;

/**
 * The '!' badge of the Conexões menu entry (admins): on while any connection is in qrcode,
 * PAIRING, DISCONNECTED, TIMEOUT or OPENING, judged 2 s after the last change of the list.
 */
export function useConnectionsAlert(): boolean {
  const { user } = useAuth();
  const enabled = isAdmin(user);
  const { data } = useQuery({ ...connectionQueries.list(), enabled });
  const [alert, setAlert] = useState(false);

  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setTimeout(() => setAlert(needsAttention(data ?? [])), CONNECTIONS_ALERT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data, enabled]);

  return enabled && alert;
}
