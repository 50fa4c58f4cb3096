import type { ServiceContext } from '../../core/context.js';
import type { Contact, Message, Ticket } from '../../models/index.js';
import { reopenClosedTicket } from '../messages/find-or-reopen-ticket.js';
import { trackCycle } from '../tickets/ticket-tracking.js';
import { openTurn } from './bot-turn.js';
import { notifyOutOfHours } from './notify-out-of-hours.js';
import { takeRatingAnswer } from './take-rating-answer.js';
import { walkBotMenu } from './walk-bot-menu.js';
import { engageAssistant } from '../assistants/engage-assistant.js';

/** A customer's message just stored in its ticket (locked, in the pipeline's transaction). */
export interface CustomerMessage {
  ticket: Ticket;
  /** The chat's contact: the customer, or the group. */
  contact: Contact;
  message: Message;
}

/**
 * What a customer's message does to its ticket, in the pipeline's transaction so one chat's messages are
 * answered in order: a rating answer closes the loop; otherwise a closed ticket starts a new cycle and the
 * message counts as unread; then, on a pending ticket (nobody owns it) outside groups, the out-of-hours
 * notice and the bot's menus. The ticket's changes are left for the caller to save; the automatic messages
 * stored (committed to the outbox, sent after the commit) are returned for the caller's events.
 */
export async function answerCustomerMessage(ctx: ServiceContext, { ticket, contact, message }: CustomerMessage): Promise<Message[]> {
  // An attendant's open ticket and a group's never hear from the bot: nothing to load for them.
  const turn = ticket.isGroup || ticket.status === 'open' ? null : await openTurn(ctx, ticket, contact);
  if (turn && (await takeRatingAnswer(turn, message.body))) return turn.messages;
  await reopenClosedTicket(ctx, ticket);
  ticket.unreadMessages += 1;
  if (!turn || ticket.status !== 'pending') return turn?.messages ?? [];
  const queueBefore = ticket.queueId;
  await notifyOutOfHours(turn);
  // A prompt or integration of the connection (or of the queue the menu leads to) answers instead of, or after, the menus.
  if (!(await engageAssistant(turn, message))) {
    await walkBotMenu(turn, message.body);
    await engageAssistant(turn, message);
  }
  // The cycle records the queue the bot chose (the dashboard reads it).
  if (ticket.queueId !== queueBefore) await trackCycle(ctx, ticket, {});
  return turn.messages;
}
