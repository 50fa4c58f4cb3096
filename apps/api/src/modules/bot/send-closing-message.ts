import { now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import type { Contact, Message, Ticket } from '../../models/index.js';
import { latestCycle } from './bot-cycle.js';
import { defaultRatingIntro, ratingLines } from './bot-texts.js';
import { openTurn, say, ticketQueue, type BotTurn } from './bot-turn.js';

/** The completion message: the ticket's queue's own, else the connection's complationMessage. */
export async function completionMessageOf(turn: BotTurn): Promise<string> {
  const queue = await ticketQueue(turn);
  return queue?.completionMessage.trim() ? queue.completionMessage : turn.connection.complationMessage;
}

/**
 * Resolve (§4, §10 Bot flow): with userRating enabled the customer is asked for a rating (the queue's
 * or the connection's ratingMessage, then the choices 1-3) and the finished cycle waits for the answer;
 * otherwise, or when the attendant chose 'Finalizar sem avaliação' (`askRating` false), the completion message
 * is sent. Stored in the resolve's transaction; groups get neither.
 */
export async function storeClosingMessage(ctx: ServiceContext, ticket: Ticket, contact: Contact, options: { askRating?: boolean } = {}): Promise<Message[]> {
  if (ticket.isGroup || contact.isGroup) return [];
  const turn = await openTurn(ctx, ticket, contact);
  if (!turn) return [];
  if (!turn.settings.userRating || options.askRating === false) {
    await say(turn, await completionMessageOf(turn));
    return turn.messages;
  }
  const cycle = await latestCycle(ctx, ticket);
  if (!cycle) return [];
  await cycle.update({ ratingRequestedAt: now() }, { transaction: ctx.transaction });
  const queue = await ticketQueue(turn);
  const intro = [queue?.ratingMessage, turn.connection.ratingMessage].find((text) => text?.trim()) ?? defaultRatingIntro(turn.settings.language);
  await say(turn, intro, ratingLines(turn.settings.language));
  return turn.messages;
}
