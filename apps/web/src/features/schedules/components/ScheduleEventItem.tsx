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
}

/** An event on the calendar: the contact's name with edit and delete buttons (§2 Schedules). */
export function ScheduleEventItem({ event, onEdit, onDelete }: ScheduleEventItemProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0 }}>
      <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {event.title}
      </Box>
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
