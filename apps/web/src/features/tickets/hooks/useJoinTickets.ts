import { ClientEvents, type TicketStatus } from '@zapdesk/shared';
import { useSocketRoom } from '../../../live/useSocketRoom';

/**
 * Tells the server which ticket list is on screen (spec §7 joinTickets), on open and after each
 * reconnection, then `onReconnect` so the lists catch up with what happened while offline.
 */
export function useJoinTickets(status: TicketStatus, onReconnect: () => void): void {
  useSocketRoom({ join: ClientEvents.joinTickets, arg: status, onReconnect });
}
