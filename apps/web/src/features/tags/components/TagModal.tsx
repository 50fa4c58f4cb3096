import { useTranslation } from 'react-i18next';
import type { TagDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { EntityDialog } from '../../../components/list-page/EntityDialog';
import { useRecordDialog } from '../../../components/list-page/useRecordDialog';
import { useFieldError } from '../../../hooks/useFieldError';
import { useAuth } from '../../../session/useAuth';
import { createTag, updateTag } from '../../../resources/tags/api';
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
  const { formik, isNew, dialog } = useRecordDialog(
    // The page takes the saved tag alone.
    { open, record: tag, onClose, onSaved: (saved) => onSaved(saved) },
    {
      initialValues: initialTagValues(tag),
      validationSchema: tagFormSchema,
      save: (values) => (tag === null ? createTag(toTagPayload(values, withKanban)) : updateTag(tag.id, toTagPayload(values, withKanban))),
      savedMessage: t('tags.saved'),
    },
  );
  const fieldError = useFieldError(formik);

  return (
    <EntityDialog {...dialog} id="tag-modal" title={isNew ? t('tags.modal.addTitle') : t('tags.modal.editTitle')}>
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
    </EntityDialog>
  );
}
