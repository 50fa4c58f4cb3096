// The time a ticket row or kanban card shows (both screens, so it lives in lib/).
import dayjs from 'dayjs';

/** The time a list row shows: HH:mm for today, else DD/MM/YYYY (spec §9 Dates); empty when unreadable. */
export function formatTicketTime(value: string, now: Date = new Date()): string {
  const instant = dayjs(value);
  if (!instant.isValid()) return '';
  return instant.isSame(now, 'day') ? instant.format('HH:mm') : instant.format('DD/MM/YYYY');
}
