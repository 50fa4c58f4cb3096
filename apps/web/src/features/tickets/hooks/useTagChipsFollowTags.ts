import { useQueryClient } from '@tanstack/react-query';
import type { TicketDTO } from '@zapdesk/shared';
import { useCompanyEvent } from '../../../hooks/useCompanyEvent';
import { conversationKeys } from '../../conversation/hooks/conversation-keys';
import type { TicketListData } from '../ticket-list-data';
import { followTagChange } from '../ticket-tag-chips';
import { ticketKeys } from './ticket-keys';

/**
 * The tickets screen's tag chips (list rows and the open conversation) follow tag renames, recolours and
 * deletions made elsewhere: the cached tickets are patched (not fetched again).
 */
export function useTagChipsFollowTags(): void {
  const queryClient = useQueryClient();
  useCompanyEvent('tag', (change) => {
    // The tag pickers (conversation, search filter) offer the new names at their next opening.
    void queryClient.invalidateQueries({ queryKey: conversationKeys.tagOptions });
    void queryClient.invalidateQueries({ queryKey: ticketKeys.tagOptions });
    if (change.action === 'create') return;
    queryClient.setQueriesData<TicketListData>({ queryKey: ticketKeys.lists }, (data) => {
      if (!data) return data;
      const tickets = data.tickets.map((ticket) => followTagChange(ticket, change));
      return tickets.every((ticket, index) => ticket === data.tickets[index]) ? data : { ...data, tickets };
    });
    queryClient.setQueriesData<TicketDTO>({ queryKey: [...conversationKeys.all, 'ticket'] }, (ticket) => ticket && followTagChange(ticket, change));
  });
}
