import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { PlanDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ConfirmationModal } from '../../../../components/ConfirmationModal';
import { useFieldError } from '../../../../hooks/useFieldError';
import { deletePlan, savePlan } from '../../api/settings-api';
import { FormActions } from '../manager/FormActions';
import { PLAN_FLAG_ORDER, emptyPlan, planFormSchema, planToValues, toPlanPayload } from './plan-form';

interface PlanFormProps {
  record: PlanDTO | null;
  onDone: () => void;
  onClear: () => void;
}

/** Planos form: name, limits, monthly value and the seven feature flags. */
export function PlanForm({ record, onDone, onClear }: PlanFormProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const formik = useFormik({
    initialValues: record ? planToValues(record) : emptyPlan,
    validationSchema: planFormSchema,
    onSubmit: async (values) => {
      try {
        await savePlan(record?.id ?? null, toPlanPayload(values));
        toast.success(t('settings.success'));
        clear();
        onDone();
      } catch {
        toast.error(t('settings.plans.saveError'));
      }
    },
  });
  const fieldError = useFieldError(formik);
  const { resetForm } = formik;
  const clear = () => resetForm({ values: emptyPlan });

  useEffect(() => {
    resetForm({ values: record ? planToValues(record) : emptyPlan });
  }, [record, resetForm]);

  const remove = async () => {
    if (!record) return;
    setDeleting(true);
    try {
      await deletePlan(record.id);
      toast.success(t('settings.success'));
      setConfirming(false);
      clear();
      onDone();
    } catch {
      toast.error(t('settings.failure'));
    } finally {
      setDeleting(false);
    }
  };

  const number = (name: 'users' | 'connections' | 'queues') => (
    <TextField
      margin="none"
      type="number"
      label={t(`settings.plans.${name}`)}
      slotProps={{ htmlInput: { min: 0, step: 1 } }}
      {...formik.getFieldProps(name)}
      {...fieldError(name)}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={t('settings.tabs.plans')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(5, 1fr)' }, gap: 2 }}>
        <TextField margin="none" label={t('settings.plans.name')} {...formik.getFieldProps('name')} {...fieldError('name')} />
        {number('users')}
        {number('connections')}
        {number('queues')}
        <TextField
          margin="none"
          type="number"
          label={t('settings.plans.value')}
          slotProps={{
            htmlInput: { min: 0, step: 0.01 },
            input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
          }}
          {...formik.getFieldProps('value')}
          {...fieldError('value')}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)', md: 'repeat(7, 1fr)' }, gap: 2, mt: 2 }}>
        {PLAN_FLAG_ORDER.map((flag) => (
          <TextField key={flag} select margin="none" size="small" label={t(`settings.plans.flags.${flag}`)} {...formik.getFieldProps(flag)}>
            <MenuItem value="true">{t('settings.plans.enabled')}</MenuItem>
            <MenuItem value="false">{t('settings.plans.disabled')}</MenuItem>
          </TextField>
        ))}
      </Box>
      <FormActions
        saving={formik.isSubmitting}
        onClear={() => {
          clear();
          onClear();
        }}
        onDelete={record ? () => setConfirming(true) : undefined}
      />
      <ConfirmationModal open={confirming} title={t('settings.deleteTitle')} loading={deleting} onClose={() => setConfirming(false)} onConfirm={remove}>
        {t('settings.deleteMessage')}
      </ConfirmationModal>
    </Box>
  );
}
