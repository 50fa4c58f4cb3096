import type { SettingKey } from '@zapdesk/shared';
import { now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { Queue, Whatsapp, type Contact, type Message, type Ticket } from '../../models/index.js';
import { renderMessageVariables } from '../messages/message-variables.js';
import { usableTimeZone } from '../../core/time-zone.js';
import { languageOf, readSettings, type SettingValues } from '../settings/company-settings.js';
import { storeAutomaticMessage } from '../tickets/automatic-messages.js';
import type { Language } from '../tickets/automatic-texts.js';
import { composeMenu } from './bot-texts.js';

/** The company settings the bot reads (§9 settings keys; §10 Platform: time zone and language). */
export interface BotSettings {
  userRating: boolean;
  scheduleType: 'disabled' | 'queue' | 'company';
  /** sendGreetingMessageOneQueues: greet when the connection has a single queue. */
  greetOneQueue: boolean;
  timeZone: string;
  language: Language;
}

/**
 * One answer of the bot to one ticket, inside the caller's transaction with the ticket locked: what it
 * knows (connection, its queues in menu order, settings) and the automatic messages it stored (committed to
 * the outbox, sent once the transaction commits).
 */
export interface BotTurn {
  ctx: ServiceContext;
  ticket: Ticket;
  contact: Contact;
  connection: Whatsapp;
  queues: Queue[];
  settings: BotSettings;
  messages: Message[];
}

/** The setting keys the bot reads. */
export const BOT_SETTING_KEYS = ['userRating', 'scheduleType', 'sendGreetingMessageOneQueues', 'timezone', 'language'] as const satisfies SettingKey[];

/** The bot's settings from the values of its setting keys. */
export function botSettingsOf(values: SettingValues<(typeof BOT_SETTING_KEYS)[number]>): BotSettings {
  const { scheduleType } = values;
  return {
    userRating: values.userRating === 'enabled',
    scheduleType: scheduleType === 'queue' || scheduleType === 'company' ? scheduleType : 'disabled',
    greetOneQueue: values.sendGreetingMessageOneQueues === 'enabled',
    timeZone: usableTimeZone(values.timezone),
    language: languageOf(values.language),
  };
}

async function loadBotSettings(ctx: ServiceContext): Promise<BotSettings> {
  return botSettingsOf(await readSettings(ctx, BOT_SETTING_KEYS));
}

/** Menu order: orderQueue first (queues without one last), then creation. */
const byMenuOrder = (a: Queue, b: Queue) => (a.orderQueue ?? Number.MAX_SAFE_INTEGER) - (b.orderQueue ?? Number.MAX_SAFE_INTEGER) || a.id - b.id;

/** Starts a turn for a ticket; null when its connection is gone. */
export async function openTurn(ctx: ServiceContext, ticket: Ticket, contact: Contact): Promise<BotTurn | null> {
  const connection = await Whatsapp.findOne({
    where: { id: ticket.whatsappId, companyId: ctx.companyId },
    include: [{ model: Queue, through: { attributes: [] } }],
    transaction: ctx.transaction,
  });
  if (!connection) return null;
  const queues = [...(connection.queues ?? [])].sort(byMenuOrder);
  return { ctx, ticket, contact, connection, queues, settings: await loadBotSettings(ctx), messages: [] };
}

/** The queue the ticket stands in, or null. */
export async function ticketQueue(turn: BotTurn): Promise<Queue | null> {
  const { ticket, ctx } = turn;
  if (ticket.queueId === null) return null;
  return (
    turn.queues.find((q) => q.id === ticket.queueId) ?? Queue.findOne({ where: { id: ticket.queueId, companyId: ctx.companyId }, transaction: ctx.transaction })
  );
}

/**
 * Stores one automatic message in the ticket (fromMe, isAutomatic), sent after the commit: the
 * company's text with the §9 variables filled, then the menu lines. Nothing is stored when both are empty.
 */
export async function say(turn: BotTurn, intro: string, lines: readonly string[] = []): Promise<void> {
  const { settings, contact, ticket } = turn;
  const rendered = renderMessageVariables(intro, {
    contactName: contact.name,
    ticketId: ticket.id,
    at: now(),
    timeZone: settings.timeZone,
    language: settings.language,
  });
  const body = composeMenu(rendered, lines);
  if (!body) return;
  const message = await storeAutomaticMessage(turn.ctx, ticket, contact, body);
  if (message) turn.messages.push(message);
}
