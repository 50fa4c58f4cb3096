import { useMutation, useQuery } from '@tanstack/react-query';
import type { TicketDTO } from '@zapdesk/shared';
import { toastError } from '../../../lib/toast-error';
import { tagQueries } from '../../../resources/tags/keys';
import { syncTicketTags, type SyncedTag } from '../../../resources/tickets/api';

/** The company's tags for the picker (GET /tags/list) and saving the ticket's list (POST /tags/sync). */
export function useTicketTags(ticket: TicketDTO, onSynced: (ticket: TicketDTO) => void) {
  const options = useQuery(tagQueries.options());
  const sync = useMutation({
    mutationFn: (tags: SyncedTag[]) => syncTicketTags(ticket.id, tags),
    onSuccess: (updated) => {
      onSynced(updated);
      // A name typed in the picker became a company tag: offer it next time.
      void options.refetch();
    },
    onError: toastError,
  });
  return { options: options.data ?? [], isLoadingOptions: options.isLoading, sync: sync.mutate, isSyncing: sync.isPending };
}
