import { now } from '../../core/clock.js';
import { latestCycle } from './bot-cycle.js';
import { say, type BotTurn } from './bot-turn.js';
import { completionMessageOf } from './send-closing-message.js';

/** A rating is 1 to 3 (§9: 1 dissatisfied, 2 satisfied, 3 very satisfied), typed alone. */
const RATING = /^[1-3]$/;

/**
 * The customer's answer to the rating question (§10 Bot flow): on a resolved ticket whose last
 * cycle asked for a rating and has none, a reply 1-3 is recorded on that cycle (rating, ratingAt), the
 * completion message is sent and the ticket stays closed. Answers whether it was one; any other reply is
 * not, and starts a new cycle as usual.
 */
export async function takeRatingAnswer(turn: BotTurn, reply: string): Promise<boolean> {
  const { ctx, ticket } = turn;
  if (ticket.status !== 'closed') return false;
  const answer = reply.trim();
  if (!RATING.test(answer)) return false;
  const cycle = await latestCycle(ctx, ticket);
  if (!cycle?.ratingRequestedAt || cycle.rating !== null) return false;
  await cycle.update({ rating: Number(answer), ratingAt: now() }, { transaction: ctx.transaction });
  await say(turn, await completionMessageOf(turn));
  return true;
}
