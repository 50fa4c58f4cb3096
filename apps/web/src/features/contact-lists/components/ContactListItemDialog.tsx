import { useTranslation } from 'react-i18next';
import type { ContactListItemDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { EntityDialog, useEntityForm } from '../../../components/list-page/EntityDialog';
import { useFieldError } from '../../../hooks/useFieldError';
import { createContactListItem, updateContactListItem } from '../../../resources/contact-lists/api';
import { contactListItemSchema } from '../contact-list-form';

interface ContactListItemDialogProps {
  open: boolean;
  contactListId: number;
  record: ContactListItemDTO | null;
  onClose: () => void;
  onSaved: (record: ContactListItemDTO, isNew: boolean) => void;
}

/** Adds or edits one contact of a list: name, number, e-mail (§5: the contact's bounds). */
export function ContactListItemDialog({ open, contactListId, record, onClose, onSaved }: ContactListItemDialogProps) {
  const { t } = useTranslation();
  const formik = useEntityForm({
    open,
    initialValues: { name: record?.name ?? '', number: record?.number ?? '', email: record?.email ?? '' },
    validationSchema: contactListItemSchema,
    save: (values) => (record ? updateContactListItem(record.id, values) : createContactListItem(contactListId, values)),
    savedMessage: t('contactListItems.saved'),
    onSaved: (saved) => onSaved(saved, !record),
    onClose,
  });
  const fieldError = useFieldError(formik);
  return (
    <EntityDialog
      open={open}
      id="contact-list-item-dialog"
      title={record ? t('contactListItems.dialog.editTitle') : t('contactListItems.dialog.addTitle')}
      isNew={!record}
      submitting={formik.isSubmitting}
      onSubmit={formik.submitForm}
      onClose={onClose}
      maxWidth="sm"
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <TextField autoFocus autoComplete="off" label={t('contactListItems.dialog.name')} {...formik.getFieldProps('name')} {...fieldError('name')} />
        <TextField
          autoComplete="off"
          inputMode="tel"
          label={t('contactListItems.dialog.number')}
          {...formik.getFieldProps('number')}
          {...fieldError('number')}
        />
        <TextField autoComplete="off" type="email" label={t('contactListItems.dialog.email')} {...formik.getFieldProps('email')} {...fieldError('email')} />
      </Box>
    </EntityDialog>
  );
}
