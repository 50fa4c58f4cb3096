import dayjs from 'dayjs';
import type { MessageDTO } from '@zapdesk/shared';

/** A row of the history: a day separator, or a message. */
export type HistoryItem = { kind: 'day'; key: string; day: string } | { kind: 'message'; key: string; message: MessageDTO };

/** The calendar day (YYYY-MM-DD, browser time zone) a message was written on. */
export function dayOf(createdAt: string): string {
  return dayjs(createdAt).format('YYYY-MM-DD');
}

/** Puts a separator before the first message and before each message that starts a new day. */
export function withDaySeparators(messages: readonly MessageDTO[]): HistoryItem[] {
  const items: HistoryItem[] = [];
  let previous: string | null = null;
  for (const message of messages) {
    const day = dayOf(message.createdAt);
    if (day !== previous) items.push({ kind: 'day', key: `day-${day}`, day });
    items.push({ kind: 'message', key: `message-${message.id}`, message });
    previous = day;
  }
  return items;
}

/** How a separator names its day: today, yesterday, or the date as DD/MM/YYYY (spec §9). */
export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; date: string };

export function dayLabel(day: string, now: Date = new Date()): DayLabel {
  const date = dayjs(day);
  const today = dayjs(now).startOf('day');
  if (date.isSame(today, 'day')) return { kind: 'today' };
  if (date.isSame(today.subtract(1, 'day'), 'day')) return { kind: 'yesterday' };
  return { kind: 'date', date: date.format('DD/MM/YYYY') };
}

/** The time a bubble shows (HH:mm, browser time zone). */
export function messageTime(createdAt: string): string {
  return dayjs(createdAt).format('HH:mm');
}
