import { ClientEvents, type TicketStatus } from '@zapdesk/shared';
import { useSocketRoom } from '../../../live/useSocketRoom';

/**
 * Tells the server which ticket list is on screen (spec §7 joinTickets), on open and after each
 * reconnection.
 */
export function useJoinTickets(status: TicketStatus): void {
  useSocketRoom({ join: ClientEvents.joinTickets, arg: status });
}
