import { useTranslation } from 'react-i18next';
import { AnnouncementPriorities, type AnnouncementDTO, type AnnouncementPriority } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { AttachmentPicker } from '../../../components/attachment/AttachmentPicker';
import { useSaveWithAttachment } from '../../../components/attachment/useSaveWithAttachment';
import { DialogForm, FormDialog } from '../../../components/form-dialog/FormDialog';
import { useEntityForm } from '../../../components/list-page/EntityDialog';
import { useFieldError } from '../../../hooks/useFieldError';
import { createAnnouncement, removeAnnouncementMedia, updateAnnouncement, uploadAnnouncementMedia } from '../../../resources/announcements/api';
import {
  announcementFormSchema,
  initialAnnouncementValues,
  isAcceptedPicture,
  PICTURE_ACCEPT,
  toAnnouncementInput,
  type AnnouncementFormValues,
} from '../announcement-form';
import { PRIORITY_STYLES } from '../priority-styles';

const ANNOUNCEMENT_API = { create: createAnnouncement, update: updateAnnouncement, upload: uploadAnnouncementMedia, removeMedia: removeAnnouncementMedia };

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
  return (
    <FormDialog
      open={open}
      id="announcement-dialog"
      title={record ? t('announcements.dialog.editTitle') : t('announcements.dialog.addTitle')}
      onClose={onClose}
    >
      <AnnouncementForm record={record} onClose={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

function AnnouncementForm({ record, onClose, onSaved }: Omit<AnnouncementDialogProps, 'open'>) {
  const { t } = useTranslation();
  const attachment = useSaveWithAttachment(record, ANNOUNCEMENT_API);

  // Mounted while the dialog is open (its content unmounts on close), so each opening starts from the record.
  const formik = useEntityForm<AnnouncementFormValues, void>({
    open: true,
    initialValues: initialAnnouncementValues(record),
    validationSchema: announcementFormSchema,
    // Hands each saved state over itself (the record, then the record with its new or removed file).
    save: (values) => attachment.save(toAnnouncementInput(values), onSaved),
    savedMessage: t('announcements.saved'),
    onSaved: () => undefined,
    onClose,
  });
  const fieldError = useFieldError(formik);

  return (
    <DialogForm onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} submitLabel={record ? t('common.save') : t('common.add')} onCancel={onClose}>
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
      <AttachmentPicker
        name={attachment.name}
        disabled={formik.isSubmitting}
        onChoose={attachment.choose}
        onRemove={attachment.remove}
        icon={<ImageOutlined />}
        accept={PICTURE_ACCEPT}
        accepts={isAcceptedPicture}
        testId="announcement-file"
        texts={{
          attach: t('announcements.dialog.attach'),
          replace: t('announcements.dialog.replaceAttachment'),
          remove: t('announcements.dialog.removeAttachment'),
          refused: t('announcements.dialog.invalidFile'),
        }}
      />
    </DialogForm>
  );
}
