import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EntityDialog, useEntityForm } from '../../../components/list-page/EntityDialog';
import { useFieldError } from '../../../hooks/useFieldError';
import { addTagContacts } from '../../../resources/contact-lists/api';
import { tagQueries } from '../../../resources/tags/keys';

interface AddFromTagDialogProps {
  open: boolean;
  contactListId: number;
  onClose: () => void;
}

const schema = yup.object({ tagId: yup.number().required('validation.required') });

/** Adds every contact of a tag's tickets to the list (the spec's tagListId); the contacts come back by the `reload` event. */
export function AddFromTagDialog({ open, contactListId, onClose }: AddFromTagDialogProps) {
  const { t } = useTranslation();
  const tags = useQuery({ ...tagQueries.options(), enabled: open });
  const formik = useEntityForm<{ tagId: number | '' }, unknown>({
    open,
    initialValues: { tagId: '' },
    validationSchema: schema,
    save: (values) => addTagContacts(contactListId, Number(values.tagId)),
    savedMessage: t('contactListItems.fromTag.done'),
    onSaved: () => undefined,
    onClose,
  });
  const fieldError = useFieldError(formik);
  return (
    <EntityDialog
      open={open}
      id="add-from-tag-dialog"
      title={t('contactListItems.fromTag.title')}
      isNew
      submitting={formik.isSubmitting}
      onSubmit={formik.submitForm}
      onClose={onClose}
    >
      <TextField select fullWidth margin="dense" label={t('contactListItems.fromTag.tag')} {...formik.getFieldProps('tagId')} {...fieldError('tagId')}>
        {(tags.data ?? []).map((tag) => (
          <MenuItem key={tag.id} value={tag.id}>
            {tag.name}
          </MenuItem>
        ))}
      </TextField>
    </EntityDialog>
  );
}
