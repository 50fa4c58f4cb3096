import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WhatsappDTO } from '@zapdesk/shared';
import { fetchConnections } from '../api/connections-api';
import { applyConnectionEvent, applySessionEvent, upsertConnection } from '../connections-cache';
import { connectionKeys } from './connection-keys';
import { useCompanyEvent } from '../../../hooks/useCompanyEvent';

/** Applies a change to the cached list (a save, a deletion) without a refetch. */
export function useUpdateConnectionList() {
  const queryClient = useQueryClient();
  return useCallback(
    (update: (list: WhatsappDTO[]) => WhatsappDTO[]) =>
      queryClient.setQueryData<WhatsappDTO[]>(connectionKeys.list, (list) => (list ? update(list) : list)),
    [queryClient],
  );
}

/** Puts a saved connection (with its token) into the cached list. */
export function useSaveIntoList() {
  const update = useUpdateConnectionList();
  return useCallback((saved: WhatsappDTO) => update((list) => upsertConnection(list, saved)), [update]);
}

/**
 * The company's connections (GET /whatsapp/), kept live by the `whatsapp` and `whatsappSession`
 * events. The Connections page and the menu badge share this cache.
 */
export function useConnections(enabled = true) {
  const update = useUpdateConnectionList();
  const query = useQuery({ queryKey: connectionKeys.list, queryFn: fetchConnections, enabled });
  useCompanyEvent('whatsapp', (payload) => update((list) => applyConnectionEvent(list, payload)), enabled);
  useCompanyEvent(
    'whatsappSession',
    (payload) => {
      if (payload.action === 'update') update((list) => applySessionEvent(list, payload.session));
    },
    enabled,
  );
  return query;
}
