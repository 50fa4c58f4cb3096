import { canSeeTicket, ticketViewerOf, type MessageDTO, type TicketDTO, type TicketStatus, type UserDTO } from '@zapdesk/shared';
import { isAdmin } from '../../session/permissions';

/**
 * Whether the user may keep the ticket open, by the rule the API decides it with (canSeeTicket). Used on
 * live updates: a ticket moved to a queue that is not the user's leaves the screen.
 */
export function canOpenTicket(user: UserDTO, ticket: Pick<TicketDTO, 'status' | 'userId' | 'queueId'>): boolean {
  return canSeeTicket(ticketViewerOf(user), ticket);
}

/** The header's buttons for a ticket status (spec §4 Ticket). */
export type TicketAction = 'accept' | 'return' | 'resolve' | 'reopen';

export function ticketActions(status: TicketStatus): TicketAction[] {
  if (status === 'pending') return ['accept'];
  if (status === 'open') return ['return', 'resolve'];
  return ['reopen'];
}

/** The PUT /tickets/:id body of each action (see the API's classify-ticket-update.ts). */
export function actionBody(action: TicketAction, userId: number): { status: TicketStatus; userId: number | null } {
  switch (action) {
    case 'accept':
    case 'reopen':
      return { status: 'open', userId };
    case 'return':
      return { status: 'pending', userId: null };
    case 'resolve':
      return { status: 'closed', userId };
  }
}

/** Return, resolve (and delete, transfer) end the work on the ticket here: the app goes back to /tickets. */
export function leavesConversation(action: TicketAction): boolean {
  return action === 'return' || action === 'resolve';
}

/**
 * Deleting for everyone is for the company's own messages, by the ticket's assigned user or an admin
 * (the API's canActOnTicket); a message already deleted offers nothing.
 */
export function canDeleteMessage(user: UserDTO, ticket: Pick<TicketDTO, 'userId'>, message: Pick<MessageDTO, 'fromMe' | 'isDeleted'>): boolean {
  if (!message.fromMe || message.isDeleted) return false;
  return isAdmin(user) || ticket.userId === user.id;
}
