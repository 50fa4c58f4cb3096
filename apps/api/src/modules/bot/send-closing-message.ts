import { now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import type { Contact, Ticket } from '../../models/index.js';
import type { PendingDelivery } from '../tickets/automatic-messages.js';
import { latestCycle } from './bot-cycle.js';
import { defaultRatingIntro, ratingLines } from './bot-texts.js';
import { openTurn, say, ticketQueue, type BotTurn } from './bot-turn.js';

/** The completion message: the ticket's queue's own, else the connection's complationMessage. */
export async function completionMessageOf(turn: BotTurn): Promise<string> {
  const queue = await ticketQueue(turn);
  return queue?.completionMessage.trim() ? queue.completionMessage : turn.connection.complationMessage;
}

/**
 * Resolve (§4, decisions 'Bot flow'): with userRating enabled the customer is asked for a rating (the queue's
 * or the connection's ratingMessage, then the choices 1-3) and the finished cycle waits for the answer;
 * otherwise the completion message is sent. Stored in the resolve's transaction; groups get neither.
 */
export async function storeClosingMessage(ctx: ServiceContext, ticket: Ticket, contact: Contact): Promise<PendingDelivery[]> {
  if (ticket.isGroup || contact.isGroup) return [];
  const turn = await openTurn(ctx, ticket, contact);
  if (!turn) return [];
  if (!turn.settings.userRating) {
    await say(turn, await completionMessageOf(turn));
    return turn.deliveries;
  }
  const cycle = await latestCycle(ctx, ticket);
  if (!cycle) return [];
  await cycle.update({ ratingRequestedAt: now() }, { transaction: ctx.transaction });
  const queue = await ticketQueue(turn);
  const intro = [queue?.ratingMessage, turn.connection.ratingMessage].find((text) => text?.trim()) ?? defaultRatingIntro(turn.settings.language);
  await say(turn, intro, ratingLines(turn.settings.language));
  return turn.deliveries;
}
