import type { ServiceContext } from '../../core/context.js';
import { usableTimeZone, wallTime, zeroPadded } from '../../core/time-zone.js';
import { languageOf, readSettings } from '../settings/company-settings.js';
import type { Language } from '../tickets/automatic-texts.js';

// The message variables of §9 ({{name}}, {{firstName}}, {{ms}}, {{protocol}}, {{hora}}), filled in text the
// company prepared ahead (schedules, bot flow greetings). Time-based ones read the company's time zone
// and the greeting its language (§10 Platform: automatic messages to customers use that language).

export interface MessageVariableInput {
  contactName: string;
  /** The ticket the message goes out in; its id ends the protocol number. */
  ticketId?: number | null;
  at: Date;
  timeZone: string;
  language: Language;
}

/** {{ms}} by the hour: 0-5, 6-11, 12-17, 18-23 (the anchor product's split). */
const GREETINGS: Record<Language, readonly [string, string, string, string]> = {
  pt: ['Boa madrugada', 'Bom dia', 'Boa tarde', 'Boa noite'],
  en: ['Good night', 'Good morning', 'Good afternoon', 'Good evening'],
  es: ['Buena madrugada', 'Buenos días', 'Buenas tardes', 'Buenas noches'],
};

/** The greeting for an hour of the day (0-23). */
export function greetingForHour(hour: number, language: Language): string {
  return GREETINGS[language][Math.floor(hour / 6) % 4];
}

/** The values of every variable for one message. */
export function messageVariables(input: MessageVariableInput): Record<string, string> {
  const wall = wallTime(input.at, input.timeZone);
  const [month, day, hour, minute, second] = [wall.month, wall.day, wall.hour, wall.minute, wall.second].map((n) => zeroPadded(n));
  const name = input.contactName.trim();
  return {
    name,
    firstName: name.split(/\s+/)[0] ?? '',
    ms: greetingForHour(wall.hour, input.language),
    // Date and time of sending plus the ticket id: a reference the customer can quote back.
    protocol: `${wall.year}${month}${day}${hour}${minute}${second}${input.ticketId ?? ''}`,
    hora: `${hour}:${minute}:${second}`,
  };
}

/**
 * Fills {{variable}} (spaces inside the braces allowed) in one pass, so a value that itself contains
 * `{{name}}` is never substituted again; unknown variables stay as written.
 */
export function renderMessageVariables(template: string, input: MessageVariableInput): string {
  const values = messageVariables(input);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? values[key] : whole));
}

/** The company's time zone and language, which the variables are rendered in. */
export async function messageVariableSettings(ctx: ServiceContext): Promise<Pick<MessageVariableInput, 'timeZone' | 'language'>> {
  const { timezone, language } = await readSettings(ctx, ['timezone', 'language']);
  return { timeZone: usableTimeZone(timezone), language: languageOf(language) };
}
