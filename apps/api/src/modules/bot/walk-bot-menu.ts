import { now } from '../../core/clock.js';
import { loadQueueOptions } from '../queue-options/queue-options.queries.js';
import { childrenOf, enterQueue, levelsBelowStart, parentOf, showMenuAt, showOptionMenu, showQueueMenu, type TreePosition } from './bot-menus.js';
import { BACK_KEY, START_KEY } from './bot-texts.js';
import { say, ticketQueue, type BotTurn } from './bot-turn.js';

// §10 Bot flow (queues and options). The ticket's columns are the bot's state: `chatbot` while the
// customer stands in a menu, `queueId` (null: the queue menu) and `queueOptionId` (null: the queue's first
// level) where, `botStartedAt` / `amountUsedBotQueues` the invalid-reply count and its window.

/** Where in a queue's tree the ticket stands; null while it is at the queue menu. */
async function positionOf(turn: BotTurn): Promise<TreePosition | null> {
  const queue = await ticketQueue(turn);
  if (!queue) return null;
  const options = await loadQueueOptions(turn.ctx, queue.id);
  // An option of another queue (the ticket was moved meanwhile) counts as the queue's first level.
  const at = options.find((o) => o.id === turn.ticket.queueOptionId) ?? null;
  return { queue, options, at };
}

/** First customer message of a cycle: one queue → straight to it; several → greeting plus the queue menu. */
async function startBot(turn: BotTurn): Promise<void> {
  const { ticket, queues, connection, settings } = turn;
  ticket.set({ botStartedAt: now(), amountUsedBotQueues: 0 });
  if (queues.length === 1) {
    const greeting = settings.greetOneQueue ? connection.greetingMessage : '';
    await say(turn, greeting);
    // Without a connection greeting the queue's own greets, when the setting asks for a greeting at all.
    await enterQueue(turn, queues[0], settings.greetOneQueue && !greeting.trim());
    return;
  }
  ticket.set({ chatbot: true });
  await showQueueMenu(turn);
}

/** `#`: back to the first menu (the queue menu, or the only queue's first level). */
async function goToStart(turn: BotTurn, position: TreePosition | null): Promise<void> {
  if (turn.queues.length > 1 || !position) {
    turn.ticket.set({ queueId: null, queueOptionId: null });
    await showQueueMenu(turn);
    return;
  }
  turn.ticket.set({ queueOptionId: null });
  await showMenuAt(turn, { ...position, at: null });
}

/** `0`: one level up; from a queue's first level, the queue menu. */
async function goBack(turn: BotTurn, position: TreePosition): Promise<void> {
  if (!position.at) return goToStart(turn, position);
  const parent = parentOf(position.options, position.at);
  turn.ticket.set({ queueOptionId: parent?.id ?? null });
  await showMenuAt(turn, { ...position, at: parent });
}

/** A number naming a queue or an option of the current level; false when it names none. */
async function choose(turn: BotTurn, position: TreePosition | null, choice: number): Promise<boolean> {
  if (!position) {
    const queue = turn.queues[choice - 1];
    if (!queue) return false;
    await enterQueue(turn, queue, true);
    return true;
  }
  const chosen = childrenOf(position.options, position.at?.id ?? null).find((o) => o.option === choice);
  if (!chosen) return false;
  turn.ticket.set({ queueOptionId: chosen.id });
  if (childrenOf(position.options, chosen.id).length > 0) {
    await showOptionMenu(turn, { ...position, at: chosen }, chosen.message);
    return true;
  }
  // A leaf: its message, and the ticket waits in the queue for an attendant.
  turn.ticket.set({ chatbot: false });
  await say(turn, chosen.message);
  return true;
}

/**
 * Anything else re-sends the current menu, at most maxUseBotQueues times (0: no limit); timeUseBotQueues
 * minutes after the count started (0: never) it starts again. Past the limit the bot stays silent.
 */
async function answerInvalid(turn: BotTurn, position: TreePosition | null): Promise<void> {
  const { ticket, connection } = turn;
  const windowMs = connection.timeUseBotQueues * 60_000;
  if (windowMs > 0 && ticket.botStartedAt && now().getTime() - ticket.botStartedAt.getTime() >= windowMs) {
    ticket.set({ amountUsedBotQueues: 0, botStartedAt: now() });
  }
  if (connection.maxUseBotQueues > 0 && ticket.amountUsedBotQueues >= connection.maxUseBotQueues) return;
  ticket.set({ amountUsedBotQueues: ticket.amountUsedBotQueues + 1 });
  if (position) await showMenuAt(turn, position);
  else await showQueueMenu(turn);
}

/**
 * Moves the bot one step for a customer's reply on a pending ticket: starts it on the cycle's first
 * message, or walks the menus (`#` to the start, `0` one level up, a number to choose). A ticket whose
 * bot is done (or never ran: a connection without queues) is left alone.
 */
export async function walkBotMenu(turn: BotTurn, reply: string): Promise<void> {
  const { ticket, queues } = turn;
  if (!ticket.chatbot) {
    if (ticket.queueId === null && ticket.botStartedAt === null && queues.length > 0) await startBot(turn);
    return;
  }
  const position = ticket.queueId === null ? null : await positionOf(turn);
  if (!position && queues.length === 0) {
    // The connection lost its queues while the customer stood in the menu: nothing left to choose.
    ticket.set({ chatbot: false });
    return;
  }
  const text = reply.trim();
  if (text === START_KEY) return goToStart(turn, position);
  if (text === BACK_KEY && position && levelsBelowStart(turn, position) > 0) return goBack(turn, position);
  if (/^\d{1,9}$/.test(text) && (await choose(turn, position, Number(text)))) return;
  await answerInvalid(turn, position);
}
