import { useQuery } from '@tanstack/react-query';
import { fetchQueueOptions, fetchWhatsappOptions } from '../api/users-api';
import { userKeys } from './user-keys';

/**
 * Queues and connections offered in the user modal (admins only). Either endpoint may be missing
 * while its screen is built: a failed load leaves that picker empty and disabled.
 */
export function usePickerOptions(enabled: boolean) {
  const queues = useQuery({ queryKey: userKeys.queueOptions, queryFn: fetchQueueOptions, enabled, retry: false });
  const whatsapps = useQuery({ queryKey: userKeys.whatsappOptions, queryFn: fetchWhatsappOptions, enabled, retry: false });
  return {
    queues: queues.data ?? [],
    queuesUnavailable: queues.isError,
    whatsapps: whatsapps.data ?? [],
    whatsappsUnavailable: whatsapps.isError,
  };
}
