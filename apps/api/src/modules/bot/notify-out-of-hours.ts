import type { ScheduleEntry } from '@zapdesk/shared';
import { now } from '../../core/clock.js';
import { Company } from '../../models/index.js';
import { runningCycle } from './bot-cycle.js';
import { say, ticketQueue, type BotTurn } from './bot-turn.js';
import { isOpenAt } from './business-hours.js';

/** The hours that apply to the ticket now and what to say outside them; null when no hours apply. */
async function hoursInForce(turn: BotTurn): Promise<{ schedules: ScheduleEntry[]; message: string } | null> {
  const { ctx, connection, settings } = turn;
  if (settings.scheduleType === 'company') {
    const company = await Company.findByPk(ctx.companyId, { attributes: ['id', 'schedules'], transaction: ctx.transaction });
    return company && { schedules: company.schedules, message: connection.outOfHoursMessage };
  }
  if (settings.scheduleType === 'queue') {
    // By queue, the hours are known once the ticket stands in one (chosen in the menu, or the only one).
    const queue = await ticketQueue(turn);
    return queue && { schedules: queue.schedules, message: queue.outOfHoursMessage.trim() ? queue.outOfHoursMessage : connection.outOfHoursMessage };
  }
  return null;
}

/**
 * Out of hours (§10 Bot flow): by the company's hours (scheduleType company) or the ticket's queue's
 * (scheduleType queue), on the company's wall clock, the customer is told once per cycle; a ticket an
 * attendant owns is never told. It is a notice, not a stop: the bot still routes the ticket to its queue.
 */
export async function notifyOutOfHours(turn: BotTurn): Promise<void> {
  const { ctx, ticket } = turn;
  if (ticket.status !== 'pending' || ticket.isGroup) return;
  const hours = await hoursInForce(turn);
  if (!hours || !hours.message.trim() || isOpenAt(hours.schedules, now(), turn.settings.timeZone)) return;
  const cycle = await runningCycle(ctx, ticket);
  if (cycle.outOfHoursAt) return;
  await cycle.update({ outOfHoursAt: now() }, { transaction: ctx.transaction });
  await say(turn, hours.message);
}
