import { useTranslation } from 'react-i18next';
import type { PlanDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { deletePlan, savePlan } from '../../api/settings-api';
import { ManagerForm } from '../manager/ManagerForm';
import { useManagerForm } from '../manager/useManagerForm';
import { PLAN_FLAG_ORDER, emptyPlan, planFormSchema, planToValues, toPlanPayload, type PlanFormValues } from './plan-form';

interface PlanFormProps {
  record: PlanDTO | null;
  onDone: () => void;
  onClear: () => void;
}

const toPlanValues = (plan: PlanDTO | null) => (plan ? planToValues(plan) : emptyPlan);
const savePlanValues = (id: number | null, values: PlanFormValues) => savePlan(id, toPlanPayload(values));

/** Planos form: name, limits, monthly value and the seven feature flags. */
export function PlanForm({ record, onDone, onClear }: PlanFormProps) {
  const { t } = useTranslation();
  const form = useManagerForm({
    record,
    toValues: toPlanValues,
    validationSchema: planFormSchema,
    save: savePlanValues,
    remove: deletePlan,
    saveError: t('settings.plans.saveError'),
    onDone,
  });
  const { formik, fieldError } = form;

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
    <ManagerForm form={form} label={t('settings.tabs.plans')} canDelete={record !== null} onClear={onClear}>
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
    </ManagerForm>
  );
}
