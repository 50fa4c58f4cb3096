import { useQuery } from '@tanstack/react-query';
import { connectionQueries } from '../../../resources/connections/keys';
import { queueQueries } from '../../../resources/queues/keys';

/** Queues and connections offered in the user modal (admins only); a failed load leaves that picker empty and disabled. */
export function usePickerOptions(enabled: boolean) {
  const queues = useQuery({ ...queueQueries.list(), enabled });
  const whatsapps = useQuery({ ...connectionQueries.list(), enabled });
  return {
    queues: queues.data ?? [],
    queuesUnavailable: queues.isError,
    whatsapps: whatsapps.data ?? [],
    whatsappsUnavailable: whatsapps.isError,
  };
}
