import { useEffect } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { TagDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { useFieldError } from '../../../hooks/useFieldError';
import { toastError } from '../../../lib/toast-error';
import { useAuth } from '../../../session/useAuth';
import { createTag, updateTag } from '../api/tags-api';
import { canToggleKanban } from '../permissions';
import { initialTagValues, tagFormSchema, toTagPayload } from '../tag-form';
import { TagColorPicker } from './TagColorPicker';

interface TagModalProps {
  open: boolean;
  /** The tag being edited, or null to add one. */
  tag: TagDTO | null;
  onClose: () => void;
  onSaved: (tag: TagDTO) => void;
}

/** Adds or edits a tag: name, colour and, for admins and supervisors, whether it is a kanban lane (§6). */
export function TagModal({ open, tag, onClose, onSaved }: TagModalProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const withKanban = canToggleKanban(user);
  const isNew = tag === null;

  const formik = useFormik({
    initialValues: initialTagValues(tag),
    enableReinitialize: true,
    validationSchema: tagFormSchema,
    onSubmit: async (values) => {
      try {
        const payload = toTagPayload(values, withKanban);
        const saved = isNew ? await createTag(payload) : await updateTag(tag.id, payload);
        toast.success(t('tags.saved'));
        onSaved(saved);
        onClose();
      } catch (error) {
        toastError(error);
      }
    },
  });
  const fieldError = useFieldError(formik);
  const { resetForm } = formik;

  // Each opening starts from the edited tag (or a blank form), not from what was typed last time.
  useEffect(() => {
    if (open) resetForm({ values: initialTagValues(tag) });
  }, [open, tag, resetForm]);

  return (
    <Dialog open={open} onClose={formik.isSubmitting ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="tag-modal-title">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="tag-modal-title">{isNew ? t('tags.modal.addTitle') : t('tags.modal.editTitle')}</DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gap: 2, pt: 0.5 }}>
            <TextField margin="none" label={t('tags.modal.name')} autoFocus autoComplete="off" {...formik.getFieldProps('name')} {...fieldError('name')} />
            <TagColorPicker
              value={formik.values.color}
              onChange={(color) => void formik.setFieldValue('color', color)}
              onBlur={() => void formik.setFieldTouched('color')}
              {...fieldError('color')}
            />
            {withKanban && (
              <FormControlLabel
                control={<Switch checked={formik.values.kanban} onChange={(_event, checked) => void formik.setFieldValue('kanban', checked)} />}
                label={t('tags.modal.kanban')}
              />
            )}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={formik.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <ButtonWithSpinner type="submit" variant="contained" loading={formik.isSubmitting}>
            {isNew ? t('common.add') : t('common.save')}
          </ButtonWithSpinner>
        </DialogActions>
      </form>
    </Dialog>
  );
}
