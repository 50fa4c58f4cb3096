import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import type { HelpDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { deleteHelp, saveHelp, type HelpPayload } from '../../api/settings-api';
import { ManagerForm } from '../manager/ManagerForm';
import { useManagerForm } from '../manager/useManagerForm';

interface HelpFormProps {
  record: HelpDTO | null;
  onDone: () => void;
  onClear: () => void;
}

const emptyHelp: HelpPayload = { title: '', video: '', description: '' };

const helpFormSchema = yup.object({
  title: yup.string().trim().max(200, 'validation.tooLong').required('validation.required'),
  video: yup.string().trim().max(200, 'validation.tooLong'),
  description: yup.string().max(5000, 'validation.tooLong'),
});

function toValues(help: HelpDTO | null): HelpPayload {
  return help ? { title: help.title, video: help.video, description: help.description } : emptyHelp;
}

const saveHelpValues = (id: number | null, values: HelpPayload) =>
  saveHelp(id, { title: values.title.trim(), video: values.video.trim(), description: values.description });

/** Ajuda form: title, YouTube video code and description of a help video. */
export function HelpForm({ record, onDone, onClear }: HelpFormProps) {
  const { t } = useTranslation();
  const form = useManagerForm({
    record,
    toValues,
    validationSchema: helpFormSchema,
    save: saveHelpValues,
    remove: deleteHelp,
    saveError: t('settings.helps.saveError'),
    onDone,
  });
  const { formik, fieldError } = form;

  return (
    <ManagerForm form={form} label={t('settings.tabs.helps')} canDelete={record !== null} onClear={onClear}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField margin="none" label={t('settings.helps.title')} {...formik.getFieldProps('title')} {...fieldError('title')} />
        <TextField margin="none" label={t('settings.helps.video')} {...formik.getFieldProps('video')} {...fieldError('video', t('settings.helps.videoHelp'))} />
        <TextField
          margin="none"
          label={t('settings.helps.description')}
          multiline
          minRows={3}
          sx={{ gridColumn: '1 / -1' }}
          {...formik.getFieldProps('description')}
          {...fieldError('description')}
        />
      </Box>
    </ManagerForm>
  );
}
