import type { TicketDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';

interface TicketsPage {
  tickets: TicketDTO[];
  count: number;
  hasMore: boolean;
}

async function fetchTickets(params: Record<string, string>): Promise<TicketDTO[]> {
  const { data } = await api.get<TicketsPage>('/tickets', { params });
  return data.tickets;
}

/**
 * The tickets the bell starts from (first page of each): my open tickets with unread messages
 * (GET /tickets?status=open&showAll=false&withUnreadMessages=true) and the pending tickets the server
 * lets me see (GET /tickets?status=pending&showAll=false).
 */
export async function fetchNotificationTickets(): Promise<{ open: TicketDTO[]; pending: TicketDTO[] }> {
  const [open, pending] = await Promise.all([
    fetchTickets({ status: 'open', showAll: 'false', withUnreadMessages: 'true' }),
    fetchTickets({ status: 'pending', showAll: 'false' }),
  ]);
  return { open, pending };
}
