import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Recurrences, type CompanyDTO, type PlanDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import { useAuth } from '../../../../session/useAuth';
import { deleteCompany, saveCompany } from '../../api/settings-api';
import { addRecurrence } from '../../company-due';
import { ManagerForm } from '../manager/ManagerForm';
import { useManagerForm } from '../manager/useManagerForm';
import { companyFormSchema, companyToValues, emptyCompany, toCompanyPayload, type CompanyFormValues } from './company-form';

interface CompanyFormProps {
  /** The company being edited, or null for a new one. */
  record: CompanyDTO | null;
  plans: PlanDTO[];
  /** After a save or a delete: the form clears and the list reloads. */
  onDone: () => void;
  onClear: () => void;
}

const toCompanyValues = (company: CompanyDTO | null) => (company ? companyToValues(company) : emptyCompany);
const saveCompanyValues = (id: number | null, values: CompanyFormValues) => saveCompany(id, toCompanyPayload(values));

/** Empresas form: name, e-mail, phone, plan, status, campaigns, due date and recurrence. */
export function CompanyForm({ record, plans, onDone, onClear }: CompanyFormProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  // The super user's own company holds the platform account: it is never offered for deletion.
  const ownCompanyId = user?.companyId ?? null;
  const form = useManagerForm({
    record,
    toValues: toCompanyValues,
    validationSchema: companyFormSchema,
    save: saveCompanyValues,
    remove: deleteCompany,
    saveError: t('settings.companies.saveError'),
    onDone,
  });
  const { formik, fieldError } = form;

  // Hundreds of plans must not rebuild their options on every keystroke.
  const planItems = useMemo(
    () =>
      plans.map((plan) => (
        <MenuItem key={plan.id} value={String(plan.id)}>
          {plan.name}
        </MenuItem>
      )),
    [plans],
  );

  return (
    <ManagerForm
      form={form}
      label={t('settings.tabs.companies')}
      canDelete={record !== null && record.id !== ownCompanyId}
      onClear={onClear}
      extra={
        record && (
          <Button
            variant="outlined"
            startIcon={<EventRepeatOutlined />}
            disabled={formik.isSubmitting}
            onClick={() => void formik.setFieldValue('dueDate', addRecurrence(formik.values.dueDate, formik.values.recurrence))}
          >
            {t('settings.actions.addDueDate')}
          </Button>
        )
      }
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
        <TextField margin="none" label={t('settings.companies.name')} {...formik.getFieldProps('name')} {...fieldError('name')} />
        <TextField margin="none" label={t('settings.companies.email')} type="email" {...formik.getFieldProps('email')} {...fieldError('email')} />
        <TextField margin="none" label={t('settings.companies.phone')} type="tel" {...formik.getFieldProps('phone')} />
        <TextField select margin="none" label={t('settings.companies.plan')} {...formik.getFieldProps('planId')} {...fieldError('planId')}>
          {planItems}
        </TextField>
        <TextField select margin="none" label={t('settings.companies.status')} {...formik.getFieldProps('status')}>
          <MenuItem value="true">{t('settings.yes')}</MenuItem>
          <MenuItem value="false">{t('settings.no')}</MenuItem>
        </TextField>
        <TextField select margin="none" label={t('settings.companies.campaigns')} {...formik.getFieldProps('campaignsEnabled')}>
          <MenuItem value="true">{t('settings.companies.campaignsEnabled')}</MenuItem>
          <MenuItem value="false">{t('settings.companies.campaignsDisabled')}</MenuItem>
        </TextField>
        <TextField
          margin="none"
          type="date"
          label={t('settings.companies.dueDate')}
          {...formik.getFieldProps('dueDate')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField select margin="none" label={t('settings.companies.recurrence')} {...formik.getFieldProps('recurrence')}>
          {Recurrences.map((recurrence) => (
            <MenuItem key={recurrence} value={recurrence}>
              {t(`settings.recurrences.${recurrence}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </ManagerForm>
  );
}
