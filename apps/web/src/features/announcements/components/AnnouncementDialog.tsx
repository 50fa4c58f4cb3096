import { useTranslation } from 'react-i18next';
import { AnnouncementPriorities, type AnnouncementDTO, type AnnouncementPriority } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { AttachmentPicker } from '../../../components/attachment/AttachmentPicker';
import { useAttachmentForm } from '../../../components/attachment/useAttachmentForm';
import { DialogForm, FormDialog } from '../../../components/form-dialog/FormDialog';
import type { RecordDialogProps } from '../../../components/list-page/useRecordDialog';
import { useTextFieldProps } from '../../../hooks/useTextFieldProps';
import { createAnnouncement, removeAnnouncementMedia, updateAnnouncement, uploadAnnouncementMedia } from '../../../resources/announcements/api';
import { announcementFormSchema, initialAnnouncementValues, isAcceptedPicture, PICTURE_ACCEPT, toAnnouncementInput } from '../announcement-form';
import { PRIORITY_STYLES } from '../priority-styles';

const ANNOUNCEMENT_API = { create: createAnnouncement, update: updateAnnouncement, upload: uploadAnnouncementMedia, removeMedia: removeAnnouncementMedia };

/**
 * Adds or edits an announcement: title, text, status, priority and an optional picture (spec §2, §5, §9).
 * `onSaved` hears each saved state (the announcement, then with its new or removed picture).
 */
export function AnnouncementDialog({ open, record, onClose, onSaved }: RecordDialogProps<AnnouncementDTO>) {
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

function AnnouncementForm(props: Omit<RecordDialogProps<AnnouncementDTO>, 'open'>) {
  const { t } = useTranslation();
  const { formik, form, picker } = useAttachmentForm(props, {
    api: ANNOUNCEMENT_API,
    initialValues: initialAnnouncementValues(props.record),
    validationSchema: announcementFormSchema,
    toInput: toAnnouncementInput,
    savedMessage: t('announcements.saved'),
  });
  const text = useTextFieldProps(formik);

  return (
    <DialogForm {...form}>
      <TextField {...text('title', t('announcements.dialog.title'))} autoFocus autoComplete="off" />
      <TextField {...text('text', t('announcements.dialog.text'))} multiline minRows={4} maxRows={12} />
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
        {...picker}
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
