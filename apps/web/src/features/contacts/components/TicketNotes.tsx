import { useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { ConfirmationModal } from '../../../components/ConfirmationModal';
import { useFieldError } from '../../../hooks/useFieldError';
import { toastError } from '../../../lib/toast-error';
import { isAdmin } from '../../../session/permissions';
import { useAuth } from '../../../session/useAuth';
import type { TicketNoteDTO } from '@zapdesk/shared';
import type { TicketNoteRef } from '../../../resources/ticket-notes/api';
import { useTicketNotes } from '../hooks/useTicketNotes';
import { ticketNoteSchema } from '../ticket-note-form';
import { TicketNoteItem } from './TicketNoteItem';

/** The internal notes about a ticket's contact: write one, read them newest first, delete with a confirmation. */
export function TicketNotes({ ticketId, contactId }: TicketNoteRef) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { notes, isLoading, isError, addNote, removeNote } = useTicketNotes({ ticketId, contactId });
  const [deleting, setDeleting] = useState<TicketNoteDTO | null>(null);
  const [removing, setRemoving] = useState(false);

  const formik = useFormik({
    initialValues: { note: '' },
    validationSchema: ticketNoteSchema,
    onSubmit: async (values, helpers) => {
      try {
        await addNote(values.note.trim());
        toast.success(t('contacts.notes.added'));
        helpers.resetForm();
      } catch (error) {
        toastError(error);
      }
    },
  });
  const fieldError = useFieldError(formik);

  const confirmDelete = async () => {
    if (!deleting) return;
    setRemoving(true);
    try {
      await removeNote(deleting.id);
      toast.success(t('contacts.notes.deleted'));
      setDeleting(null);
    } catch (error) {
      toastError(error);
    } finally {
      setRemoving(false);
    }
  };

  // The API lets the author or an admin delete a note; nobody else sees the button.
  const canDelete = (note: TicketNoteDTO) => isAdmin(user) || (note.userId !== null && note.userId === user?.id);

  return (
    <Box component="section" aria-labelledby="ticket-notes-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="ticket-notes-title" variant="subtitle2" component="h3">
        {t('contacts.notes.title')}
      </Typography>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 1 }}>
        <TextField
          margin="none"
          multiline
          minRows={2}
          maxRows={6}
          label={t('contacts.notes.label')}
          placeholder={t('contacts.notes.placeholder')}
          {...formik.getFieldProps('note')}
          {...fieldError('note')}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <ButtonWithSpinner type="submit" variant="contained" size="small" loading={formik.isSubmitting}>
            {t('common.save')}
          </ButtonWithSpinner>
        </Box>
      </Box>
      {isLoading && <CircularProgress size={24} sx={{ justifySelf: 'center' }} aria-label={t('contacts.notes.loading')} />}
      {isError && <Alert severity="error">{t('contacts.notes.loadError')}</Alert>}
      {!isLoading && !isError && notes.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('contacts.notes.empty')}
        </Typography>
      )}
      {notes.length > 0 && (
        <Box component="ul" aria-label={t('contacts.notes.title')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {notes.map((note) => (
            <TicketNoteItem key={note.id} note={note} onDelete={canDelete(note) ? () => setDeleting(note) : undefined} />
          ))}
        </Box>
      )}
      <ConfirmationModal
        open={deleting !== null}
        title={t('contacts.notes.confirmTitle')}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={removing}
      >
        {t('contacts.notes.confirmText')}
      </ConfirmationModal>
    </Box>
  );
}
