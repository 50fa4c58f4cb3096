import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { HelpDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ConfirmationModal } from '../../../../components/ConfirmationModal';
import { useFieldError } from '../../../../hooks/useFieldError';
import { deleteHelp, saveHelp, type HelpPayload } from '../../api/settings-api';
import { FormActions } from '../manager/FormActions';

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

/** Ajuda form: title, YouTube video code and description of a help video. */
export function HelpForm({ record, onDone, onClear }: HelpFormProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const formik = useFormik({
    initialValues: toValues(record),
    validationSchema: helpFormSchema,
    onSubmit: async (values) => {
      try {
        await saveHelp(record?.id ?? null, { title: values.title.trim(), video: values.video.trim(), description: values.description });
        toast.success(t('settings.success'));
        clear();
        onDone();
      } catch {
        toast.error(t('settings.helps.saveError'));
      }
    },
  });
  const fieldError = useFieldError(formik);
  const { resetForm } = formik;
  const clear = () => resetForm({ values: emptyHelp });

  useEffect(() => {
    resetForm({ values: toValues(record) });
  }, [record, resetForm]);

  const remove = async () => {
    if (!record) return;
    setDeleting(true);
    try {
      await deleteHelp(record.id);
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

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={t('settings.tabs.helps')}>
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
