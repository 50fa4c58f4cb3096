import type { Queue, QueueOption } from '../../models/index.js';
import { loadQueueOptions } from '../queue-options/queue-options.queries.js';
import { menuLine, navigationLines } from './bot-texts.js';
import { say, type BotTurn } from './bot-turn.js';
import { notifyOutOfHours } from './notify-out-of-hours.js';

// The menus the bot shows: the connection's queues, and one level of a queue's option tree.

/** Where a ticket stands inside a queue's tree: `at` null is the queue's first level. */
export interface TreePosition {
  queue: Queue;
  options: QueueOption[];
  at: QueueOption | null;
}

/** One level of a tree, by option number. */
export const childrenOf = (options: readonly QueueOption[], parentId: number | null) =>
  options.filter((o) => o.parentId === parentId).sort((a, b) => a.option - b.option || a.id - b.id);

/** The option above `option`, or null at the first level. */
export const parentOf = (options: readonly QueueOption[], option: QueueOption) => options.find((o) => o.id === option.parentId) ?? null;

/**
 * How many menus below the first one a position is. The first menu is the queue menu when the connection
 * has several queues, else the only queue's first level.
 */
export function levelsBelowStart(turn: BotTurn, position: TreePosition): number {
  let depth = 0;
  // Bounded by the tree's size, so a malformed parent chain cannot loop.
  for (let at = position.at; at && depth <= position.options.length; at = parentOf(position.options, at)) depth += 1;
  return depth + (turn.queues.length > 1 ? 1 : 0);
}

/** The connection's greeting and its queues, numbered 1..n in menu order. */
export async function showQueueMenu(turn: BotTurn): Promise<void> {
  await say(
    turn,
    turn.connection.greetingMessage,
    turn.queues.map((queue, index) => menuLine(index + 1, queue.name)),
  );
}

/** One level of the tree: the introduction, the numbered options, then `0` / `#` when they lead somewhere. */
export async function showOptionMenu(turn: BotTurn, position: TreePosition, intro: string): Promise<void> {
  const lines = childrenOf(position.options, position.at?.id ?? null).map((o) => menuLine(o.option, o.title));
  await say(turn, intro, [...lines, ...navigationLines(turn.settings.language, levelsBelowStart(turn, position))]);
}

/** The menu of where the ticket stands, introduced by the queue's greeting or the option's message. */
export async function showMenuAt(turn: BotTurn, position: TreePosition): Promise<void> {
  await showOptionMenu(turn, position, position.at ? position.at.message : position.queue.greetingMessage);
}

/**
 * Puts the ticket in a queue (it now waits there for an attendant). A queue with options keeps the bot on
 * and shows its first level, introduced by the queue's greeting; one without says that greeting (when
 * `greet`) and the bot is done.
 */
export async function enterQueue(turn: BotTurn, queue: Queue, greet: boolean): Promise<void> {
  turn.ticket.set({ queueId: queue.id, queueOptionId: null });
  await notifyOutOfHours(turn);
  const options = await loadQueueOptions(turn.ctx, queue.id);
  if (childrenOf(options, null).length === 0) {
    turn.ticket.set({ chatbot: false });
    if (greet) await say(turn, queue.greetingMessage);
    return;
  }
  turn.ticket.set({ chatbot: true });
  await showMenuAt(turn, { queue, options, at: null });
}
