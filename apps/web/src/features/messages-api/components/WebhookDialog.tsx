import { useTranslation } from 'react-i18next';
import { WebhookEvents, type WebhookEndpointDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { EntityDialog } from '../../../components/list-page/EntityDialog';
import { useRecordDialog, type RecordDialogProps } from '../../../components/list-page/useRecordDialog';
import { useFieldError } from '../../../hooks/useFieldError';
import { createWebhook, updateWebhook } from '../../../resources/webhooks/api';
import { initialWebhookValues, toWebhookInput, webhookFormSchema, type WebhookFormValues } from '../webhook-form';

/** Adds or edits a webhook endpoint: URL, note, the events it receives, active. A new one's saved record carries its secret, shown once. */
export function WebhookDialog(props: RecordDialogProps<WebhookEndpointDTO>) {
  const { t } = useTranslation();
  const { record } = props;
  const { formik, isNew, dialog } = useRecordDialog<WebhookEndpointDTO, WebhookFormValues>(props, {
    initialValues: initialWebhookValues(record),
    validationSchema: webhookFormSchema,
    save: (values) => (record ? updateWebhook(record.id, toWebhookInput(values)) : createWebhook(toWebhookInput(values))),
    savedMessage: t('messagesApi.webhooks.saved'),
  });
  const fieldError = useFieldError(formik);
  const eventsError = formik.touched.events && typeof formik.errors.events === 'string' ? t(formik.errors.events) : null;
  const toggle = (event: (typeof WebhookEvents)[number], on: boolean) =>
    void formik.setFieldValue('events', on ? [...formik.values.events, event] : formik.values.events.filter((e) => e !== event));

  return (
    <EntityDialog {...dialog} id="webhook-dialog" title={isNew ? t('messagesApi.webhooks.addTitle') : t('messagesApi.webhooks.editTitle')} maxWidth="sm">
      <Box sx={{ display: 'grid', gap: 2, pt: 0.5 }}>
        <TextField
          margin="none"
          type="url"
          label={t('messagesApi.webhooks.url')}
          autoFocus
          autoComplete="off"
          {...formik.getFieldProps('url')}
          {...fieldError('url')}
        />
        <TextField
          margin="none"
          label={t('messagesApi.webhooks.description')}
          autoComplete="off"
          {...formik.getFieldProps('description')}
          {...fieldError('description')}
        />
        <FormControl error={Boolean(eventsError)} component="fieldset">
          <FormLabel component="legend">{t('messagesApi.webhooks.events')}</FormLabel>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {WebhookEvents.map((event) => (
              <FormControlLabel
                key={event}
                control={<Checkbox checked={formik.values.events.includes(event)} onChange={(_, on) => toggle(event, on)} />}
                label={t(`messagesApi.webhooks.eventNames.${event.replace('.', '_')}`)}
              />
            ))}
          </FormGroup>
          {eventsError && <FormHelperText>{eventsError}</FormHelperText>}
        </FormControl>
        <FormControlLabel
          control={<Switch checked={formik.values.active} onChange={(_, on) => void formik.setFieldValue('active', on)} />}
          label={t('messagesApi.webhooks.active')}
        />
      </Box>
    </EntityDialog>
  );
}
