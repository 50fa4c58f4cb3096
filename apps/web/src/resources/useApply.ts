import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * Binds a resource's cache applier (`applyTagChange`, …) to the query client, for the answers of one's own
 * requests: a save or a delete shows at once, before (and the same as) its live event.
 */
export function useApply<C>(apply: (queryClient: QueryClient, change: C) => void): (change: C) => void {
  const queryClient = useQueryClient();
  return useCallback((change: C) => apply(queryClient, change), [queryClient, apply]);
}
