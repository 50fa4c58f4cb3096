import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TIME_PATTERN, type ScheduleRow } from './business-hours';
import { TimeField } from './TimeField';

/** Each row's two times, with the label of each. */
const TIMES = [
  { field: 'startTime', label: 'settings.schedules.start' },
  { field: 'endTime', label: 'settings.schedules.end' },
] as const;

interface BusinessHoursFieldsProps {
  rows: ScheduleRow[];
  onChange: (index: number, field: 'startTime' | 'endTime', value: string) => void;
  /** Marks the times that are not HH:mm (after a save was attempted). */
  showErrors: boolean;
}

/**
 * The seven weekdays with a start and an end time each: the company's hours (Settings › Horários) and
 * a queue's (the queue modal's Horários de Atendimento) are edited with the same rows. The labels are
 * the Settings screen's, where business hours were first edited.
 */
export function BusinessHoursFields({ rows, onChange, showErrors }: BusinessHoursFieldsProps) {
  const { t } = useTranslation();
  const invalid = (value: string) => showErrors && !TIME_PATTERN.test(value);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, sm: 1.5 } }}>
      {rows.map((row, index) => {
        const day = t(`settings.weekdays.${row.weekdayEn}`);
        return (
          <Box
            key={row.weekdayEn}
            role="group"
            aria-label={day}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: '200px minmax(0, 220px) minmax(0, 220px)' },
              columnGap: 2,
              rowGap: 1,
              alignItems: 'center',
            }}
          >
            <Typography sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, fontWeight: 600 }}>{day}</Typography>
            {TIMES.map(({ field, label }) => (
              <TimeField
                key={field}
                margin="none"
                size="small"
                label={t(label)}
                value={row[field]}
                onChange={(event) => onChange(index, field, event.target.value)}
                error={invalid(row[field])}
                helperText={invalid(row[field]) ? t('settings.schedules.invalidTime') : undefined}
              />
            ))}
          </Box>
        );
      })}
    </Box>
  );
}
