import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { toastError } from '../../../lib/toast-error';
import { fetchCompany, putCompanySchedules } from '../api/settings-api';
import { settingKeys } from '../hooks/setting-keys';
import { TIME_PATTERN, scheduleRows, toScheduleEntries, type ScheduleRow } from '../schedules';
import { TimeField } from './TimeField';

/** Horários: the company's business hours, used when scheduleType is 'company'. */
export function SchedulesTab({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const company = useQuery({ queryKey: settingKeys.company(companyId), queryFn: () => fetchCompany(companyId) });
  if (company.isError) return <Alert severity="error">{t('settings.loadError')}</Alert>;
  if (!company.data) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={48} />
        ))}
      </Box>
    );
  }
  return <SchedulesForm company={company.data} />;
}

function SchedulesForm({ company }: { company: CompanyDTO }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<ScheduleRow[]>(() => scheduleRows(company.schedules));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  const change = (index: number, field: 'startTime' | 'endTime', value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  const invalid = (value: string) => submitted && !TIME_PATTERN.test(value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (rows.some((row) => !TIME_PATTERN.test(row.startTime) || !TIME_PATTERN.test(row.endTime))) return;
    setSaving(true);
    try {
      const saved = await putCompanySchedules(company.id, toScheduleEntries(rows));
      queryClient.setQueryData(settingKeys.company(company.id), saved);
      toast.success(t('settings.schedules.saved'));
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Typography variant="h6" component="h2">
        {t('settings.schedules.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.schedules.hint')}
      </Typography>
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
              <TimeField
                margin="none"
                size="small"
                label={t('settings.schedules.start')}
                value={row.startTime}
                onChange={(event) => change(index, 'startTime', event.target.value)}
                error={invalid(row.startTime)}
                helperText={invalid(row.startTime) ? t('settings.schedules.invalidTime') : undefined}
              />
              <TimeField
                margin="none"
                size="small"
                label={t('settings.schedules.end')}
                value={row.endTime}
                onChange={(event) => change(index, 'endTime', event.target.value)}
                error={invalid(row.endTime)}
                helperText={invalid(row.endTime) ? t('settings.schedules.invalidTime') : undefined}
              />
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <ButtonWithSpinner type="submit" variant="contained" loading={saving} sx={{ minWidth: 160 }}>
          {t('settings.schedules.save')}
        </ButtonWithSpinner>
      </Box>
    </Box>
  );
}
