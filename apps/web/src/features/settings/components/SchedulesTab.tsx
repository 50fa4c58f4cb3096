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
import { BusinessHoursFields } from '../../../components/business-hours/BusinessHoursFields';
import { hasInvalidTime, scheduleRows, toScheduleEntries, type ScheduleRow } from '../../../components/business-hours/business-hours';
import { toastError } from '../../../lib/toast-error';
import { putCompanySchedules } from '../../../resources/settings/api';
import { settingKeys, settingQueries } from '../../../resources/settings/keys';

/** Horários: the company's business hours, used when scheduleType is 'company'. */
export function SchedulesTab({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const company = useQuery(settingQueries.company(companyId));
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasInvalidTime(rows)) return;
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
      <BusinessHoursFields rows={rows} onChange={change} showErrors={submitted} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <ButtonWithSpinner type="submit" variant="contained" loading={saving} sx={{ minWidth: 160 }}>
          {t('settings.schedules.save')}
        </ButtonWithSpinner>
      </Box>
    </Box>
  );
}
