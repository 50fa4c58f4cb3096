import { useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { AnnouncementPriorities, type AnnouncementDTO, type AnnouncementPriority } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { useFieldError } from '../../../hooks/useFieldError';
import { toastError } from '../../../lib/toast-error';
import { createAnnouncement, removeAnnouncementMedia, updateAnnouncement, uploadAnnouncementMedia } from '../../../resources/announcements/api';
import { announcementFormSchema, initialAnnouncementValues, toAnnouncementInput, type AnnouncementFormValues } from '../announcement-form';
import { PRIORITY_STYLES } from '../priority-styles';
import { AnnouncementAttachment } from './AnnouncementAttachment';

interface AnnouncementDialogProps {
  open: boolean;
  /** The announcement to edit; null adds one. */
  record: AnnouncementDTO | null;
  onClose: () => void;
  /** Called with each saved state (the announcement, then with its new or removed picture). */
  onSaved: (record: AnnouncementDTO, isNew: boolean) => void;
}

/** Adds or edits an announcement: title, text, status, priority and an optional picture (spec §2, §5, §9). */
export function AnnouncementDialog({ open, record, onClose, onSaved }: AnnouncementDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="announcement-dialog-title">
      <DialogTitle id="announcement-dialog-title">{record ? t('announcements.dialog.editTitle') : t('announcements.dialog.addTitle')}</DialogTitle>
      {/* Mounted only while open: each opening starts from the record as it is now. */}
      {open && <AnnouncementForm record={record} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function AnnouncementForm({ record, onClose, onSaved }: Omit<AnnouncementDialogProps, 'open'>) {
  const { t } = useTranslation();
  // Set when a create succeeded but its upload failed: saving again updates that one instead of adding a twin.
  const [created, setCreated] = useState<AnnouncementDTO | null>(null);
  const current = record ?? created;
  const [file, setFile] = useState<File | null>(null);
  const [removeCurrent, setRemoveCurrent] = useState(false);

  const formik = useFormik<AnnouncementFormValues>({
    initialValues: initialAnnouncementValues(record),
    validationSchema: announcementFormSchema,
    onSubmit: async (values) => {
      try {
        const input = toAnnouncementInput(values);
        let saved = current ? await updateAnnouncement(current.id, input) : await createAnnouncement(input);
        if (!current) setCreated(saved);
        onSaved(saved, !current);
        if (file) saved = await uploadAnnouncementMedia(saved.id, file);
        else if (removeCurrent && current?.mediaPath) saved = await removeAnnouncementMedia(saved.id);
        onSaved(saved, false);
        toast.success(t('announcements.saved'));
        onClose();
      } catch (error) {
        toastError(error);
      }
    },
  });
  const fieldError = useFieldError(formik);
  const attachmentName = file ? file.name : removeCurrent ? null : (current?.mediaName ?? null);

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <TextField
          margin="none"
          label={t('announcements.dialog.title')}
          autoFocus
          autoComplete="off"
          {...formik.getFieldProps('title')}
          {...fieldError('title')}
        />
        <TextField
          margin="none"
          label={t('announcements.dialog.text')}
          multiline
          minRows={4}
          maxRows={12}
          {...formik.getFieldProps('text')}
          {...fieldError('text')}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            margin="none"
            label={t('announcements.dialog.status')}
            value={formik.values.status ? 'active' : 'inactive'}
            onChange={(event) => void formik.setFieldValue('status', event.target.value === 'active')}
          >
            <MenuItem value="active">{t('announcements.statuses.active')}</MenuItem>
            <MenuItem value="inactive">{t('announcements.statuses.inactive')}</MenuItem>
          </TextField>
          <TextField
            select
            margin="none"
            label={t('announcements.dialog.priority')}
            value={formik.values.priority}
            onChange={(event) => void formik.setFieldValue('priority', Number(event.target.value) as AnnouncementPriority)}
          >
            {AnnouncementPriorities.map((priority) => (
              <MenuItem key={priority} value={priority}>
                {t(PRIORITY_STYLES[priority].labelKey)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <AnnouncementAttachment
          name={attachmentName}
          disabled={formik.isSubmitting}
          onChoose={(chosen) => {
            setFile(chosen);
            setRemoveCurrent(false);
          }}
          onRemove={() => {
            setFile(null);
            setRemoveCurrent(true);
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={formik.isSubmitting}>
          {t('common.cancel')}
        </Button>
        <ButtonWithSpinner type="submit" variant="contained" loading={formik.isSubmitting}>
          {record ? t('common.save') : t('common.add')}
        </ButtonWithSpinner>
      </DialogActions>
    </form>
  );
}
