import { queryOptions } from '@tanstack/react-query';
import { fetchConnection, fetchConnections, fetchOutbox } from './api';

/** Query keys of connections (WhatsApp): one list for the page, the menu badge and every connection picker. */
export const connectionKeys = {
  all: ['connections'] as const,
  list: ['connections', 'list'] as const,
  detail: (id: number) => ['connections', 'detail', id] as const,
  outbox: (id: number, to: string) => ['connections', 'outbox', id, to] as const,
};

export const connectionQueries = {
  list: () => queryOptions({ queryKey: connectionKeys.list, queryFn: fetchConnections }),
  /** GET /whatsapp/:id reads the current QR code; the session events then replace it as it rotates. */
  detail: (id: number) => queryOptions({ queryKey: connectionKeys.detail(id), queryFn: () => fetchConnection(id), staleTime: 0, gcTime: 0 }),
  outbox: (id: number, to: string) => queryOptions({ queryKey: connectionKeys.outbox(id, to), queryFn: () => fetchOutbox(id, to) }),
};
