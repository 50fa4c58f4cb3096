import { useTranslation } from 'react-i18next';
import type { ContactListDTO } from '@zapdesk/shared';
import TextField from '@mui/material/TextField';
import { EntityDialog } from '../../../components/list-page/EntityDialog';
import { useRecordDialog, type RecordDialogProps } from '../../../components/list-page/useRecordDialog';
import { useFieldError } from '../../../hooks/useFieldError';
import { createContactList, updateContactList } from '../../../resources/contact-lists/api';
import { contactListSchema } from '../contact-list-form';

/** Adds or renames a contact list (§5: name 2 to 50). */
export function ContactListDialog(props: RecordDialogProps<ContactListDTO>) {
  const { t } = useTranslation();
  const { record } = props;
  const { formik, isNew, dialog } = useRecordDialog(props, {
    initialValues: { name: record?.name ?? '' },
    validationSchema: contactListSchema,
    save: (values) => (record ? updateContactList(record.id, values) : createContactList(values)),
    savedMessage: t('contactLists.saved'),
  });
  const fieldError = useFieldError(formik);
  return (
    <EntityDialog {...dialog} id="contact-list-dialog" title={isNew ? t('contactLists.dialog.addTitle') : t('contactLists.dialog.editTitle')}>
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
