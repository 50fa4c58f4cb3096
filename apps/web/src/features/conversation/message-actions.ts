import type { MessageDTO, TicketDTO, UserDTO } from '@zapdesk/shared';
import { isAdmin } from '../../session/permissions';

/** WhatsApp lets a text be edited for 15 minutes after it was sent (docs/contract.md §7, PUT /messages/{id}). */
export const EDIT_WINDOW_MS = 15 * 60 * 1000;

/** The quick reactions offered under a message's menu (the full picker adds any other). */
export const QUICK_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;

/** Who may act on the ticket's messages (edit, react, forward, delete): its assigned user or an admin (the API's canActOnTicket). */
export function canActOnMessages(user: UserDTO, ticket: Pick<TicketDTO, 'userId'>): boolean {
  return isAdmin(user) || ticket.userId === user.id;
}

/** Our own typed text, already sent (ack ≥ 1), not automatic, within the 15 minutes. */
export function canEditMessage(message: MessageDTO, now: number = Date.now()): boolean {
  if (!message.fromMe || message.isDeleted || message.isAutomatic || message.mediaType !== 'chat' || message.ack < 1) return false;
  return now - new Date(message.createdAt).getTime() < EDIT_WINDOW_MS;
}

/** Deleted messages, call records and contact cards cannot be forwarded (400 `messageIds` on the API). */
export function canForwardMessage(message: MessageDTO): boolean {
  return !message.isDeleted && message.mediaType !== 'call_log' && message.mediaType !== 'vcard';
}

/** Text worth copying: the body of a text or a caption (a location or a contact card body is data, not text). */
export function copyableText(message: MessageDTO): string | null {
  if (message.isDeleted || message.mediaType === 'locationMessage' || message.mediaType === 'vcard' || message.mediaType === 'call_log') return null;
  return message.body.trim() ? message.body : null;
}

/** Our current reaction to the message ('' when none). */
export function ownReaction(message: MessageDTO): string {
  return message.reactions?.find((reaction) => reaction.fromMe)?.emoji ?? '';
}

/** The reactions shown under a bubble: everyone's, or the customer's one when an older answer lacks the list. */
export function shownReactions(message: MessageDTO): { emoji: string; fromMe: boolean }[] {
  if (message.isDeleted) return [];
  if (message.reactions) return message.reactions;
  return message.reaction ? [{ emoji: message.reaction, fromMe: false }] : [];
}
