import { ClientEvents } from '@zapdesk/shared';
import { useSocketRoom } from '../../../live/useSocketRoom';

/** The server's counterpart of joinChatBox (apps/api/src/realtime/server.ts). */
const LEAVE_CHAT_BOX = 'leaveChatBox';

/**
 * Follows the ticket's room while the conversation is open: joinChatBox on open and again after each
 * reconnection; leaveChatBox on close.
 */
export function useJoinChatBox(ticketId: number): void {
  useSocketRoom({ join: ClientEvents.joinChatBox, arg: ticketId, leave: LEAVE_CHAT_BOX });
}
