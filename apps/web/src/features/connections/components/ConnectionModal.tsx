import type { ReactNode } from 'react';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import type { WhatsappDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EntityDialog } from '../../../components/list-page/EntityDialog';
import { useRecordDialog } from '../../../components/list-page/useRecordDialog';
import { useFieldError } from '../../../hooks/useFieldError';
import { useTextFieldProps } from '../../../hooks/useTextFieldProps';
import { apiErrorCode, apiErrorField } from '../../../lib/api-client';
import { createConnection, updateConnection } from '../../../resources/connections/api';
import { connectionFormSchema, initialConnectionValues, toConnectionPayload, type ConnectionFormValues } from '../connection-form';
import { useModalOptions } from '../hooks/useModalOptions';
import { AssistantSelects } from '../../../components/option-select/AssistantSelects';
import { OptionSelect } from '../../../components/option-select/OptionSelect';
import { QueueMultiSelect } from '../../../components/option-select/QueueMultiSelect';
import { TokenField } from './TokenField';

interface ConnectionModalProps {
  open: boolean;
  /** The connection being edited, or null to add one. */
  connection: WhatsappDTO | null;
  onClose: () => void;
  onSaved: (connection: WhatsappDTO) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5, fontWeight: 700 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>{children}</Box>
    </Box>
  );
}

const full = { gridColumn: '1 / -1' } as const;

/** A field the API named in its 400: shown under that field as well as in the toast. */
function markApiField(error: unknown, values: ConnectionFormValues, helpers: FormikHelpers<ConnectionFormValues>): void {
  const field = apiErrorField(error, 'field');
  if (typeof field !== 'string' || !(field in values)) return;
  const code = apiErrorCode(error);
  const message = apiErrorField(error, 'message');
  const key =
    code === 'ERR_WAPP_GREETING_REQUIRED'
      ? 'errors.ERR_WAPP_GREETING_REQUIRED'
      : typeof message === 'string' && message.endsWith('already in use')
        ? 'connections.validation.inUse'
        : 'connections.validation.invalid';
  helpers.setFieldError(field, key);
}

/** Adds or edits a connection with every field of §3; the provider is chosen only when adding. */
export function ConnectionModal({ open, connection, onClose, onSaved }: ConnectionModalProps) {
  const { t } = useTranslation();
  const options = useModalOptions(open);
  const noQueues = options.queues.options.length === 0;
  // Disabled with a hint when no queue can be offered; the hint waits for the list before saying there is none.
  const queuesHint = options.queues.unavailable
    ? t('connections.modal.queuesUnavailable')
    : noQueues && !options.queues.loading
      ? t('connections.modal.noQueues')
      : t('connections.modal.queuesHint');

  // Each opening starts from the edited connection (or the §9 defaults), not from what was typed last time.
  const { formik, isNew, dialog } = useRecordDialog<WhatsappDTO, ConnectionFormValues>(
    { open, record: connection, onClose, onSaved },
    {
      initialValues: initialConnectionValues(connection),
      validationSchema: connectionFormSchema,
      save: (values) =>
        connection ? updateConnection(connection.id, toConnectionPayload(values, false)) : createConnection(toConnectionPayload(values, true)),
      savedMessage: t('connections.saved'),
      onError: markApiField,
    },
  );
  const fieldError = useFieldError(formik);
  const { setFieldValue } = formik;

  const text = useTextFieldProps(formik);
  const message = (name: keyof ConnectionFormValues & string, label: string) => text(name, label, { multiline: true, minRows: 2, maxRows: 6 });
  const number = (name: keyof ConnectionFormValues & string, label: string, helper?: string) =>
    text(name, label, { type: 'number', slotProps: { htmlInput: { min: 0, step: 1 } }, ...fieldError(name, helper) });

  return (
    <EntityDialog
      {...dialog}
      id="connection-modal"
      title={isNew ? t('connections.modal.addTitle') : t('connections.modal.editTitle')}
      maxWidth="md"
      large
      contentSx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Section title={t('connections.modal.sections.general')}>
        <TextField {...text('name', t('connections.modal.name'))} autoFocus autoComplete="off" />
        {connection === null ? (
          <TextField {...text('provider', t('connections.modal.provider'))} select>
            <MenuItem value="beta">{t('connections.providers.beta')}</MenuItem>
            <MenuItem value="sandbox">{t('connections.providers.sandbox')}</MenuItem>
          </TextField>
        ) : (
          <TextField margin="none" label={t('connections.modal.provider')} value={t(`connections.providers.${connection.provider}`)} disabled />
        )}
        <Box sx={full}>
          <FormControlLabel
            control={<Switch checked={formik.values.isDefault} onChange={(event) => void setFieldValue('isDefault', event.target.checked)} />}
            label={t('connections.modal.isDefault')}
          />
        </Box>
        <Box sx={full}>
          <QueueMultiSelect
            value={formik.values.queueIds}
            onChange={(ids) => void setFieldValue('queueIds', ids)}
            options={options.queues.options}
            current={connection?.queues ?? []}
            label={t('connections.modal.queues')}
            helperText={queuesHint}
            disabled={options.queues.unavailable || noQueues}
          />
        </Box>
      </Section>

      <Section title={t('connections.modal.sections.messages')}>
        <TextField {...message('greetingMessage', t('connections.modal.greetingMessage'))} />
        <TextField {...message('complationMessage', t('connections.modal.complationMessage'))} />
        <TextField {...message('outOfHoursMessage', t('connections.modal.outOfHoursMessage'))} />
        <TextField {...message('ratingMessage', t('connections.modal.ratingMessage'))} />
      </Section>

      <Section title={t('connections.modal.sections.redirect')}>
        <OptionSelect
          label={t('connections.modal.transferQueue')}
          name="transferQueueId"
          value={formik.values.transferQueueId}
          onChange={(value) => void setFieldValue('transferQueueId', value)}
          list={options.queues}
          unavailableText={t('connections.modal.queuesUnavailable')}
          emptyText={t('connections.modal.noQueues')}
          helperText={t('connections.modal.transferQueueHint')}
        />
        <TextField {...number('timeToTransfer', t('connections.modal.timeToTransfer'))} />
      </Section>

      <Section title={t('connections.modal.sections.automation')}>
        <TextField {...number('timeUseBotQueues', t('connections.modal.timeUseBotQueues'))} />
        <TextField {...number('maxUseBotQueues', t('connections.modal.maxUseBotQueues'))} />
        <TextField {...number('expiresTicket', t('connections.modal.expiresTicket'), t('connections.modal.expiresTicketHint'))} />
        <TextField {...message('expiresInactiveMessage', t('connections.modal.expiresInactiveMessage'))} />
        <AssistantSelects
          values={formik.values}
          onChange={(field, value) => void setFieldValue(field, value)}
          prompts={options.prompts}
          integrations={options.integrations}
        />
      </Section>

      <Section title={t('connections.modal.sections.api')}>
        <Box sx={full}>
          <TokenField
            {...formik.getFieldProps('token')}
            {...fieldError('token', t('connections.modal.tokenHint'))}
            onGenerate={(token) => void setFieldValue('token', token)}
          />
        </Box>
      </Section>
    </EntityDialog>
  );
}
