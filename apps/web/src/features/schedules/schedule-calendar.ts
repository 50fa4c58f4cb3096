import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/es';
import { dayjsLocalizer, type View } from 'react-big-calendar';
import type { ScheduleDTO } from '@zapdesk/shared';

/** The calendar's dates and formats come from dayjs, localized per call by `culture`. */
export const localizer = dayjsLocalizer(dayjs);

/** The dayjs locale of each interface language. */
export const CALENDAR_CULTURES: Record<string, string> = { pt: 'pt-br', en: 'en', es: 'es' };

/** A period of time: from inclusive, to exclusive. */
export interface CalendarRange {
  from: Date;
  to: Date;
}

/** React Big Calendar's agenda shows 30 days from the chosen date. */
const AGENDA_DAYS = 30;

/**
 * The period whose schedules the calendar needs for a view around a date. A month grid also shows the
 * neighbouring weeks (and where a week starts depends on the locale), so it reaches one week further on
 * each side; a week view one day.
 */
export function visibleRange(date: Date, view: View): CalendarRange {
  const day = dayjs(date);
  switch (view) {
    case 'day':
      return { from: day.startOf('day').toDate(), to: day.add(1, 'day').startOf('day').toDate() };
    case 'week':
    case 'work_week':
      return { from: day.startOf('week').subtract(1, 'day').toDate(), to: day.endOf('week').add(2, 'day').startOf('day').toDate() };
    case 'agenda':
      return {
        from: day.startOf('day').toDate(),
        to: day
          .add(AGENDA_DAYS + 1, 'day')
          .startOf('day')
          .toDate(),
      };
    default:
      return { from: day.startOf('month').subtract(7, 'day').toDate(), to: day.endOf('month').add(8, 'day').startOf('day').toDate() };
  }
}

/** A schedule on the calendar: at sendAt, titled with the contact's name. */
export interface ScheduleEvent {
  id: number;
  title: string;
  start: Date;
  end: Date;
  schedule: ScheduleDTO;
}

export function toEvents(schedules: ScheduleDTO[], unknownContact: string): ScheduleEvent[] {
  return schedules.map((schedule) => {
    const at = new Date(schedule.sendAt);
    return { id: schedule.id, title: schedule.contact?.name ?? unknownContact, start: at, end: at, schedule };
  });
}
