import { useTranslation } from 'react-i18next';
import type { ContactListItemDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { EntityDialog } from '../../../components/list-page/EntityDialog';
import { useRecordDialog, type RecordDialogProps } from '../../../components/list-page/useRecordDialog';
import { useFieldError } from '../../../hooks/useFieldError';
import { createContactListItem, updateContactListItem } from '../../../resources/contact-lists/api';
import { contactListItemSchema } from '../contact-list-form';

interface ContactListItemDialogProps extends RecordDialogProps<ContactListItemDTO> {
  contactListId: number;
}

/** Adds or edits one contact of a list: name, number, e-mail (§5: the contact's bounds). */
export function ContactListItemDialog({ contactListId, ...props }: ContactListItemDialogProps) {
  const { t } = useTranslation();
  const { record } = props;
  const { formik, isNew, dialog } = useRecordDialog(props, {
    initialValues: { name: record?.name ?? '', number: record?.number ?? '', email: record?.email ?? '' },
    validationSchema: contactListItemSchema,
    save: (values) => (record ? updateContactListItem(record.id, values) : createContactListItem(contactListId, values)),
    savedMessage: t('contactListItems.saved'),
  });
  const fieldError = useFieldError(formik);
  return (
    <EntityDialog
      {...dialog}
      id="contact-list-item-dialog"
      title={isNew ? t('contactListItems.dialog.addTitle') : t('contactListItems.dialog.editTitle')}
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
