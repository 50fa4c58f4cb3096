import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PromptVoices, type PromptDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EntityDialog } from '../../../components/list-page/EntityDialog';
import { useRecordDialog, type RecordDialogProps } from '../../../components/list-page/useRecordDialog';
import { PasswordField } from '../../../components/PasswordField';
import { useFieldError } from '../../../hooks/useFieldError';
import { useTextFieldProps } from '../../../hooks/useTextFieldProps';
import { createPrompt, updatePrompt } from '../../../resources/prompts/api';
import { queueQueries } from '../../../resources/queues/keys';
import { initialPromptValues, promptFormSchema, toPromptInput, type PromptFormValues } from '../prompt-form';

const full = { gridColumn: '1 / -1' } as const;

/**
 * Adds or edits an AI prompt (spec §2, §3 Prompt, §9 defaults): the instructions, the OpenAI key (shown only as
 * its last 4 characters once saved), the queue it serves ('Informe o setor' without one), the voice and the model's settings.
 */
export function PromptDialog(props: RecordDialogProps<PromptDTO>) {
  const { t } = useTranslation();
  const { open, record } = props;
  const queues = useQuery({ ...queueQueries.list(), enabled: open });
  const { formik, isNew, dialog } = useRecordDialog<PromptDTO, PromptFormValues>(props, {
    initialValues: initialPromptValues(record),
    validationSchema: promptFormSchema(record === null),
    save: (values) => (record ? updatePrompt(record.id, toPromptInput(values)) : createPrompt(toPromptInput(values))),
    savedMessage: t('prompts.saved'),
  });
  const fieldError = useFieldError(formik);
  // While the queues load, the prompt's own queue is the one option (the select never shows an unknown value).
  const queueOptions = queues.data ?? (record?.queue ? [record.queue] : []);
  const keyHint = (last4: string | undefined) => (last4 ? t('prompts.dialog.keyKept', { last4 }) : undefined);
  const text = useTextFieldProps(formik);
  const number = (name: 'maxTokens' | 'temperature' | 'maxMessages', step: number) =>
    text(name, t(`prompts.dialog.${name}`), { type: 'number', slotProps: { htmlInput: { step } } });

  return (
    <EntityDialog {...dialog} id="prompt-dialog" title={isNew ? t('prompts.dialog.addTitle') : t('prompts.dialog.editTitle')} maxWidth="md">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 0.5 }}>
        <TextField margin="none" label={t('prompts.dialog.name')} autoFocus autoComplete="off" {...formik.getFieldProps('name')} {...fieldError('name')} />
        <PasswordField {...text('apiKey', t('prompts.dialog.apiKey'), fieldError('apiKey', keyHint(record?.apiKeyLast4)))} autoComplete="off" />
        <TextField {...text('prompt', t('prompts.dialog.prompt'))} multiline minRows={5} maxRows={14} sx={full} />
        <TextField
          select
          margin="none"
          label={t('prompts.dialog.queue')}
          name="queueId"
          value={formik.values.queueId}
          onChange={(event) => void formik.setFieldValue('queueId', event.target.value === '' ? '' : Number(event.target.value))}
          onBlur={() => void formik.setFieldTouched('queueId', true)}
          {...fieldError('queueId')}
        >
          {queueOptions.map((queue) => (
            <MenuItem key={queue.id} value={queue.id}>
              {queue.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select margin="none" label={t('prompts.dialog.voice')} {...formik.getFieldProps('voice')}>
          {PromptVoices.map((voice) => (
            <MenuItem key={voice} value={voice}>
              {voice === 'texto' ? t('prompts.dialog.textVoice') : voice}
            </MenuItem>
          ))}
        </TextField>
        <PasswordField {...text('voiceKey', t('prompts.dialog.voiceKey'), fieldError('voiceKey', keyHint(record?.voiceKeyLast4)))} autoComplete="off" />
        <TextField {...text('voiceRegion', t('prompts.dialog.voiceRegion'))} autoComplete="off" />
        <TextField {...number('maxTokens', 1)} />
        <TextField {...number('temperature', 0.1)} />
        <TextField {...number('maxMessages', 1)} />
      </Box>
    </EntityDialog>
  );
}
