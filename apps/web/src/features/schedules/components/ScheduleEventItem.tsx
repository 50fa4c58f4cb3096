import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { ScheduleEvent } from '../schedule-calendar';

interface ScheduleEventItemProps {
  event: ScheduleEvent;
  onEdit: (event: ScheduleEvent) => void;
  onDelete: (event: ScheduleEvent) => void;
  /**
   * Only the name, for cells too narrow to hold the buttons too (a phone's month view, about 48 px a day):
   * a tap on the event still edits it, and the day's view (a tap on its date) has both buttons.
   */
  compact?: boolean;
}

/** An event on the calendar: the contact's name with edit and delete buttons (§2 Schedules). */
export function ScheduleEventItem({ event, onEdit, onDelete, compact = false }: ScheduleEventItemProps) {
  const { t } = useTranslation();
  const name = (
    <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {event.title}
    </Box>
  );
  if (compact) return <Box sx={{ display: 'flex', minWidth: 0 }}>{name}</Box>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0 }}>
      {name}
      <IconButton
        size="small"
        color="inherit"
        aria-label={t('schedules.editEvent', { name: event.title })}
        onClick={(e) => {
          e.stopPropagation();
          onEdit(event);
        }}
        sx={{ p: 0.25 }}
      >
        <EditOutlined sx={{ fontSize: 16 }} />
      </IconButton>
      <IconButton
        size="small"
        color="inherit"
        aria-label={t('schedules.deleteEvent', { name: event.title })}
        onClick={(e) => {
          e.stopPropagation();
          onDelete(event);
        }}
        sx={{ p: 0.25 }}
      >
        <DeleteOutlined sx={{ fontSize: 16 }} />
      </IconButton>
    </Box>
  );
}
