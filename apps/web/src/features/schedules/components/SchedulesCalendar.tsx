import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Calendar, type EventPropGetter, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { ScheduleStatus } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CALENDAR_CULTURES, localizer, type ScheduleEvent } from '../schedule-calendar';
import { ScheduleEventItem } from './ScheduleEventItem';

interface SchedulesCalendarProps {
  events: ScheduleEvent[];
  date: Date;
  view: View;
  onNavigate: (date: Date) => void;
  onView: (view: View) => void;
  onEdit: (event: ScheduleEvent) => void;
  onDelete: (event: ScheduleEvent) => void;
}

const MESSAGE_KEYS = [
  'date',
  'time',
  'event',
  'allDay',
  'week',
  'work_week',
  'day',
  'month',
  'previous',
  'next',
  'yesterday',
  'tomorrow',
  'today',
  'agenda',
  'noEventsInRange',
] as const;

/** The calendar of scheduled messages, labelled in the interface language (Portuguese by default). */
export function SchedulesCalendar({ events, date, view, onNavigate, onView, onEdit, onDelete }: SchedulesCalendarProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();

  const messages = useMemo(
    () => ({
      ...Object.fromEntries(MESSAGE_KEYS.map((key) => [key, t(`schedules.calendar.${key}`)])),
      showMore: (count: number) => t('schedules.calendar.showMore', { count }),
    }),
    [t],
  );
  // A phone's month cell is about 48 px wide: too narrow for the name and the two buttons together.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const compact = phone && view === 'month';
  const components = useMemo(
    () => ({
      event: ({ event }: { event: ScheduleEvent }) => <ScheduleEventItem event={event} onEdit={onEdit} onDelete={onDelete} compact={compact} />,
    }),
    [onEdit, onDelete, compact],
  );
  const colors: Record<ScheduleStatus, string> = {
    PENDENTE: theme.palette.primary.main,
    AGENDADA: theme.palette.primary.main,
    ENVIANDO: theme.palette.info.main,
    ENVIADA: theme.palette.success.main,
    ERRO: theme.palette.error.main,
  };
  // The text follows the colour: the dark theme's light greens and blues need dark text, not the library's white.
  const eventPropGetter: EventPropGetter<ScheduleEvent> = (event) => {
    const background = colors[event.schedule.status];
    return { style: { backgroundColor: background, color: theme.palette.getContrastText(background) } };
  };

  return (
    <Box
      sx={{
        height: { xs: 'calc(100dvh - 200px)', sm: 'calc(100vh - 170px)' },
        minHeight: 480,
        // The library draws its grid in light greys meant for a white page; the theme's divider suits both modes.
        '&& .rbc-calendar, && .rbc-calendar *': { borderColor: 'divider' },
        '& .rbc-off-range-bg': { bgcolor: 'action.hover' },
        // The library's grey day numbers of the neighbouring months miss 4.5:1 on that tint (axe color-contrast).
        '& .rbc-off-range': { color: 'text.secondary' },
        '& .rbc-today': { bgcolor: 'action.selected' },
        '& .rbc-toolbar button': { color: 'text.primary' },
        '& .rbc-toolbar button.rbc-active, & .rbc-toolbar button:hover': { bgcolor: 'action.selected' },
      }}
    >
      <Calendar<ScheduleEvent>
        localizer={localizer}
        culture={CALENDAR_CULTURES[i18n.language] ?? 'pt-br'}
        messages={messages}
        events={events}
        date={date}
        view={view}
        views={['month', 'week', 'day', 'agenda']}
        onNavigate={onNavigate}
        onView={onView}
        onSelectEvent={onEdit}
        popup
        components={components}
        eventPropGetter={eventPropGetter}
        tooltipAccessor={(event) => event.schedule.body}
      />
    </Box>
  );
}
