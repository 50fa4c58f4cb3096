import { useTranslation } from 'react-i18next';
import { QueueIntegrationLanguages, QueueIntegrationTypes, type QueueIntegrationDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EntityDialog } from '../../../components/list-page/EntityDialog';
import { useRecordDialog, type RecordDialogProps } from '../../../components/list-page/useRecordDialog';
import { useFieldError } from '../../../hooks/useFieldError';
import { useTextFieldProps } from '../../../hooks/useTextFieldProps';
import { createIntegration, updateIntegration } from '../../../resources/integrations/api';
import { initialIntegrationValues, integrationFormSchema, toIntegrationInput, toTestInput, type IntegrationFormValues } from '../integration-form';
import { IntegrationLogo, integrationTypeLabel } from './IntegrationLogo';
import { IntegrationTestButton } from './IntegrationTestButton';

const full = { gridColumn: '1 / -1' } as const;

/** Adds or edits a queue integration: the fields of its type (spec §3, §5, §9) and 'Testar' before saving. */
export function IntegrationDialog(props: RecordDialogProps<QueueIntegrationDTO>) {
  const { t } = useTranslation();
  const { record } = props;
  const { formik, isNew, dialog } = useRecordDialog<QueueIntegrationDTO, IntegrationFormValues>(props, {
    initialValues: initialIntegrationValues(record),
    validationSchema: integrationFormSchema(record === null),
    save: (values) => (record ? updateIntegration(record.id, toIntegrationInput(values)) : createIntegration(toIntegrationInput(values))),
    savedMessage: t('integrations.saved'),
  });
  const fieldError = useFieldError(formik);
  const text = useTextFieldProps(formik);
  const field = (name: keyof IntegrationFormValues & string, extra: object = {}) =>
    text(name, t(`integrations.dialog.${name}`), { autoComplete: 'off', ...extra });
  const { type } = formik.values;
  const credentialsHint = record?.jsonContentLast4 ? t('integrations.dialog.jsonKept', { last4: record.jsonContentLast4 }) : undefined;

  return (
    <EntityDialog {...dialog} id="integration-dialog" title={isNew ? t('integrations.dialog.addTitle') : t('integrations.dialog.editTitle')} maxWidth="md">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 0.5 }}>
        <TextField select {...field('type')}>
          {QueueIntegrationTypes.map((option) => (
            <MenuItem key={option} value={option}>
              <ListItemIcon sx={{ minWidth: 36, verticalAlign: 'middle' }}>
                <IntegrationLogo type={option} size={24} />
              </ListItemIcon>
              {integrationTypeLabel(option)}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...field('name')} autoFocus />
        {type === 'dialogflow' ? (
          <>
            <TextField {...field('projectName')} />
            <TextField select {...field('language')}>
              {QueueIntegrationLanguages.map((language) => (
                <MenuItem key={language} value={language}>
                  {language}
                </MenuItem>
              ))}
            </TextField>
            <TextField {...field('jsonContent', { multiline: true, minRows: 4, maxRows: 10, sx: full })} {...fieldError('jsonContent', credentialsHint)} />
          </>
        ) : (
          <TextField {...field('urlN8N', { type: 'url', sx: type === 'typebot' ? undefined : full, label: t(`integrations.dialog.url.${type}`) })} />
        )}
        {type === 'typebot' && (
          <>
            <TextField {...field('typebotSlug')} />
            <TextField {...field('typebotExpires', { type: 'number', slotProps: { htmlInput: { min: 0 } } })} />
            <TextField {...field('typebotDelayMessage', { type: 'number', slotProps: { htmlInput: { min: 0, step: 100 } } })} />
            <TextField {...field('typebotKeywordFinish')} />
            <TextField {...field('typebotKeywordRestart')} />
            <TextField {...field('typebotRestartMessage')} />
            <TextField {...field('typebotUnknownMessage')} />
          </>
        )}
        <IntegrationTestButton input={() => toTestInput(formik.values, record?.id ?? null)} />
      </Box>
    </EntityDialog>
  );
}
