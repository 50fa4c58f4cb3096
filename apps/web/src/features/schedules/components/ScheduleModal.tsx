import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { ContactRefDTO, ScheduleDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { ConfirmationModal } from '../../../components/ConfirmationModal';
import { useFieldError } from '../../../hooks/useFieldError';
import { useTextFieldProps } from '../../../hooks/useTextFieldProps';
import { formatDateTime } from '../../../lib/dates';
import { toastError } from '../../../lib/toast-error';
import { createSchedule, deleteScheduleMedia, updateSchedule, uploadScheduleMedia } from '../api/schedules-api';
import { initialScheduleValues, isReadOnlySchedule, scheduleFormSchema, toScheduleInput } from '../schedule-form';
import { ContactPicker } from './ContactPicker';
import { ScheduleAttachment } from './ScheduleAttachment';

/** §9's message variables, filled when the message is sent (written out here: i18next would fill the braces). */
const MESSAGE_VARIABLES = ['firstName', 'name', 'ms', 'protocol', 'hora'].map((name) => `{{${name}}}`).join(' ');

interface ScheduleModalProps {
  open: boolean;
  /** The schedule being edited (or viewed, once sent), or null to add one. */
  schedule: ScheduleDTO | null;
  /** The contact a new schedule starts with (/schedules?contactId=). */
  presetContact: ContactRefDTO | null;
  onClose: () => void;
  onSaved: () => void;
}

/** §4: 'Erro de Envio' for a failed send, otherwise 'Mensagem {status}'; a new schedule has its own title. */
function useModalTitle(schedule: ScheduleDTO | null): string {
  const { t } = useTranslation();
  if (!schedule) return t('schedules.modal.addTitle');
  if (schedule.status === 'ERRO') return t('schedules.modal.errorTitle');
  return t('schedules.modal.statusTitle', { status: t(`schedules.status.${schedule.status}`) });
}

/** Adds or edits a schedule; a sent one is shown read-only, without a save button (§4). */
export function ScheduleModal({ open, schedule, presetContact, onClose, onSaved }: ScheduleModalProps) {
  const { t } = useTranslation();
  const title = useModalTitle(schedule);
  const readOnly = isReadOnlySchedule(schedule);
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [savedMedia, setSavedMedia] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [removing, setRemoving] = useState(false);

  const formik = useFormik({
    initialValues: initialScheduleValues(schedule, presetContact),
    validationSchema: scheduleFormSchema,
    onSubmit: async (values) => {
      try {
        const input = toScheduleInput(values);
        const saved = schedule ? await updateSchedule(schedule.id, input) : await createSchedule(input);
        if (pendingFile) await uploadScheduleMedia(saved.id, pendingFile);
        toast.success(t('schedules.saved'));
        onSaved();
        onClose();
      } catch (error) {
        toastError(error);
      }
    },
  });
  const fieldError = useFieldError(formik);
  const text = useTextFieldProps(formik);
  const { resetForm } = formik;

  // Each opening starts from the schedule (or a fresh form one hour ahead), not from what was typed last time.
  useEffect(() => {
    if (!open) return;
    resetForm({ values: initialScheduleValues(schedule, presetContact) });
    setPendingFile(null);
    setSavedMedia(schedule?.mediaName ?? null);
  }, [open, schedule, presetContact, resetForm]);

  const removeSavedMedia = async () => {
    if (!schedule) return;
    setRemoving(true);
    try {
      await deleteScheduleMedia(schedule.id);
      setSavedMedia(null);
      toast.success(t('schedules.mediaDeleted'));
      setConfirmRemove(false);
      onSaved();
    } catch (error) {
      toastError(error);
    } finally {
      setRemoving(false);
    }
  };

  const contactError = fieldError('contact');
  return (
    <Dialog open={open} onClose={formik.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="schedule-modal-title">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="schedule-modal-title">{title}</DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gap: 2, pt: 0.5 }}>
            <ContactPicker
              value={formik.values.contact}
              onChange={(contact) => {
                void formik.setFieldValue('contact', contact);
                void formik.setFieldTouched('contact', true, false);
              }}
              disabled={readOnly}
              error={contactError.error}
              helperText={contactError.helperText}
            />
            <TextField
              {...text('body', t('schedules.modal.body'), fieldError('body', `${t('schedules.modal.variables')}: ${MESSAGE_VARIABLES}`))}
              multiline
              minRows={5}
              maxRows={12}
              disabled={readOnly}
            />
            <TextField
              {...text('sendAt', t('schedules.modal.sendAt'))}
              type="datetime-local"
              disabled={readOnly}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {schedule?.sentAt && (
              <Typography variant="body2" color="text.secondary">
                {t('schedules.modal.sentAt', { date: formatDateTime(schedule.sentAt) })}
              </Typography>
            )}
            <ScheduleAttachment
              savedName={savedMedia}
              pending={pendingFile}
              onPick={setPendingFile}
              onRemoveSaved={() => setConfirmRemove(true)}
              readOnly={readOnly}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={formik.isSubmitting}>
            {readOnly ? t('common.close') : t('common.cancel')}
          </Button>
          {!readOnly && (
            <ButtonWithSpinner type="submit" variant="contained" loading={formik.isSubmitting}>
              {schedule ? t('common.save') : t('common.add')}
            </ButtonWithSpinner>
          )}
        </DialogActions>
      </form>
      <ConfirmationModal
        open={confirmRemove}
        title={t('schedules.removeMediaTitle')}
        loading={removing}
        onClose={() => setConfirmRemove(false)}
        onConfirm={removeSavedMedia}
      >
        {t('schedules.removeMediaMessage')}
      </ConfirmationModal>
    </Dialog>
  );
}
