import { useEffect } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { ContactDTO, ContactInput } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DialogSubmitActions } from '../../../components/form-dialog/DialogSubmitActions';
import { useFieldError } from '../../../hooks/useFieldError';
import { toastError } from '../../../lib/toast-error';
import { createContact, updateContact } from '../../../resources/contacts/api';
import { contactFormSchema, initialContactValues, toContactInput, type ContactFormValues } from '../contact-form';
import { useContact, useStoreContact } from '../hooks/useContact';
import { ExtraInfoFields } from './ExtraInfoFields';

export interface ContactModalProps {
  open: boolean;
  onClose: () => void;
  /** Edits this contact when given; otherwise creates one. */
  contactId?: number | null;
  /** Prefills a new contact (e.g. the name typed in the new-ticket search). */
  initialValues?: Partial<ContactInput>;
  onSaved?: (contact: ContactDTO) => void;
}

/** Adds or edits a contact: name, number, e-mail and extra info rows (spec §3, §5). */
export function ContactModal({ open, onClose, contactId = null, initialValues, onSaved }: ContactModalProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const isNew = contactId === null;
  const contact = useContact(contactId, open && !isNew);
  const storeContact = useStoreContact();
  const edited = isNew ? null : contact.data;

  const formik = useFormik<ContactFormValues>({
    initialValues: initialContactValues(edited, initialValues),
    validationSchema: contactFormSchema,
    onSubmit: async (values) => {
      try {
        const input = toContactInput(values);
        const saved = contactId === null ? await createContact(input) : await updateContact(contactId, input);
        storeContact(saved);
        toast.success(t('contacts.saved'));
        onSaved?.(saved);
        onClose();
      } catch (error) {
        toastError(error);
      }
    },
  });
  const fieldError = useFieldError(formik);
  const { resetForm } = formik;
  const editedLoaded = edited !== undefined;

  // Each opening starts from the contact as loaded (or the prefill), not from what was typed last time.
  // The contact and prefill are left out of the dependencies on purpose: a refetch of the same contact
  // (a socket event) or a parent's new prefill object must not wipe what is being typed.
  useEffect(() => {
    if (open && editedLoaded) resetForm({ values: initialContactValues(edited, initialValues) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, contactId, editedLoaded, resetForm]);

  const loading = !isNew && contact.isPending;
  const failed = !isNew && contact.isError;

  return (
    <Dialog open={open} onClose={formik.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="contact-modal-title">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="contact-modal-title">{isNew ? t('contacts.modal.addTitle') : t('contacts.modal.editTitle')}</DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
          {loading && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label={t('contacts.modal.loading')} />
            </Box>
          )}
          {failed && <Alert severity="error">{t('contacts.modal.loadError')}</Alert>}
          {!loading && !failed && (
            <>
              <Box component="section" aria-labelledby="contact-main-info-title" sx={{ display: 'grid', gap: 2 }}>
                <Typography id="contact-main-info-title" variant="subtitle2" component="h3" color="text.secondary">
                  {t('contacts.modal.mainInfo')}
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
                  <TextField
                    margin="none"
                    label={t('contacts.modal.name')}
                    autoFocus
                    autoComplete="off"
                    {...formik.getFieldProps('name')}
                    {...fieldError('name')}
                  />
                  <TextField
                    margin="none"
                    label={t('contacts.modal.number')}
                    placeholder="5511987654321"
                    type="tel"
                    autoComplete="off"
                    {...formik.getFieldProps('number')}
                    {...fieldError('number')}
                  />
                  <TextField
                    margin="none"
                    label={t('contacts.modal.email')}
                    type="email"
                    autoComplete="off"
                    sx={{ gridColumn: { sm: '1 / -1' } }}
                    {...formik.getFieldProps('email')}
                    {...fieldError('email')}
                  />
                </Box>
              </Box>
              <ExtraInfoFields formik={formik} />
            </>
          )}
        </DialogContent>
        <DialogSubmitActions
          submitting={formik.isSubmitting}
          submitLabel={isNew ? t('common.add') : t('common.save')}
          onCancel={onClose}
          submitDisabled={loading || failed}
        />
      </form>
    </Dialog>
  );
}
