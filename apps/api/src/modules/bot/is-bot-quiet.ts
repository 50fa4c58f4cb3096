import type { ScheduleEntry } from '@zapdesk/shared';
import type { Ticket } from '../../models/index.js';
import type { BotSettings } from './bot-turn.js';
import { isOpenAt } from './business-hours.js';

// The batched inbound pipeline stores most customer messages with set-based statements and sends only the
// ones the bot's rules could act on through answerCustomerMessage, one by one. This decides which: it reads
// the same state the rules read (answer-customer-message.ts, take-rating-answer.ts, notify-out-of-hours.ts,
// walk-bot-menu.ts) and answers true only when each rule would do nothing but count the message unread.

/** What the rules would read about the ticket's connection and hours. */
export interface QuietFacts {
  settings: Pick<BotSettings, 'scheduleType' | 'timeZone'>;
  /** How many queues the connection serves (none: the bot never starts). */
  queueCount: number;
  /** The connection's out-of-hours message. */
  outOfHoursMessage: string;
  /** The company's hours (read when scheduleType is 'company'). */
  companySchedules: readonly ScheduleEntry[] | null;
  /** The ticket's queue, when it stands in one and scheduleType is 'queue' (null: no such queue). */
  queue: { schedules: readonly ScheduleEntry[]; outOfHoursMessage: string } | null;
  /** The connection or one of its queues names a prompt or an integration (modules/assistants). */
  assistant: boolean;
}

type TicketState = Pick<Ticket, 'status' | 'isGroup' | 'chatbot' | 'queueId' | 'botStartedAt' | 'useIntegration' | 'promptId' | 'integrationId'>;

/** notify-out-of-hours.ts would not tell the customer anything now (no hours in force, no message, or open). */
function outOfHoursQuiet(ticket: TicketState, facts: QuietFacts, at: Date): boolean {
  const { scheduleType, timeZone } = facts.settings;
  if (scheduleType === 'company') {
    return !facts.outOfHoursMessage.trim() || isOpenAt(facts.companySchedules ?? [], at, timeZone);
  }
  if (scheduleType === 'queue') {
    if (ticket.queueId === null || !facts.queue) return true;
    const message = facts.queue.outOfHoursMessage.trim() ? facts.queue.outOfHoursMessage : facts.outOfHoursMessage;
    return !message.trim() || isOpenAt(facts.queue.schedules, at, timeZone);
  }
  return true;
}

/** walk-bot-menu.ts would leave the ticket alone: the bot is done, or never runs on this connection. */
function menuQuiet(ticket: TicketState, facts: QuietFacts): boolean {
  if (ticket.chatbot) return false;
  return !(ticket.queueId === null && ticket.botStartedAt === null && facts.queueCount > 0);
}

/** engage-assistant.ts would leave the ticket alone: no assistant talks to it, and none may start in this cycle. */
function assistantQuiet(ticket: TicketState, facts: QuietFacts): boolean {
  if (ticket.useIntegration) return false;
  return !(facts.assistant && ticket.promptId === null && ticket.integrationId === null);
}

/**
 * Whether customer messages on this ticket (state before them) only count as unread: true for an
 * attendant's open ticket, and for a pending one whose bot is done (or absent) with no out-of-hours notice
 * due; false for a closed ticket (a rating answer or a new cycle) and for groups (the set-based path leaves
 * them to the rules). The messages themselves never change that state on this path.
 */
export function isBotQuiet(ticket: TicketState, facts: QuietFacts, at: Date): boolean {
  if (ticket.isGroup) return false;
  if (ticket.status === 'open') return true;
  if (ticket.status !== 'pending') return false;
  return menuQuiet(ticket, facts) && outOfHoursQuiet(ticket, facts, at) && assistantQuiet(ticket, facts);
}
