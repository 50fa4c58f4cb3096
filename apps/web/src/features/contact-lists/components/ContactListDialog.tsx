import { useTranslation } from 'react-i18next';
import type { ContactListDTO } from '@zapdesk/shared';
import TextField from '@mui/material/TextField';
import { EntityDialog, useEntityForm } from '../../../components/list-page/EntityDialog';
import { useFieldError } from '../../../hooks/useFieldError';
import { createContactList, updateContactList } from '../../../resources/contact-lists/api';
import { contactListSchema } from '../contact-list-form';

interface ContactListDialogProps {
  open: boolean;
  record: ContactListDTO | null;
  onClose: () => void;
  onSaved: (record: ContactListDTO, isNew: boolean) => void;
}

/** Adds or renames a contact list (§5: name 2 to 50). */
export function ContactListDialog({ open, record, onClose, onSaved }: ContactListDialogProps) {
  const { t } = useTranslation();
  const formik = useEntityForm({
    open,
    initialValues: { name: record?.name ?? '' },
    validationSchema: contactListSchema,
    save: (values) => (record ? updateContactList(record.id, values) : createContactList(values)),
    savedMessage: t('contactLists.saved'),
    onSaved: (saved) => onSaved(saved, !record),
    onClose,
  });
  const fieldError = useFieldError(formik);
  return (
    <EntityDialog
      open={open}
      id="contact-list-dialog"
      title={record ? t('contactLists.dialog.editTitle') : t('contactLists.dialog.addTitle')}
      isNew={!record}
      submitting={formik.isSubmitting}
      onSubmit={formik.submitForm}
      onClose={onClose}
    >
      <TextField
        fullWidth
        margin="dense"
        autoFocus
        autoComplete="off"
        label={t('contactLists.dialog.name')}
        {...formik.getFieldProps('name')}
        {...fieldError('name')}
      />
    </EntityDialog>
  );
}
