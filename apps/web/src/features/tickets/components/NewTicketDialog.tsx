import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ContactRefDTO, UserDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { toastError } from '../../../lib/toast-error';
import { isAdmin } from '../../../session/permissions';
import { useAuth } from '../../../session/useAuth';
import { lazyDialog } from '../../../components/lazy-dialog';
import { createTicket } from '../../../resources/tickets/api';
import { ticketUpdated, useApplyToTicketLists } from '../hooks/useApplyToTicketLists';
import { useConnectionChoices, useQueueChoices } from '../hooks/useTicketOptions';
import { defaultConnectionId, validateNewTicket } from '../new-ticket-form';
import { holderMessage, openTicketHolder, type OpenTicketHolder } from '../../../resources/tickets/open-ticket-conflict';
import { ContactPicker } from './ContactPicker';

/** Opened from the picker's 'add contact' entry only: its form loads then, not with the tickets screen. */
const ContactModal = lazyDialog(() => import('../../contacts/components/ContactModal'), 'ContactModal');

interface NewTicketDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Novo' (spec §2 Dialogs): opens a conversation with a contact, in a queue, on a connection. */
export function NewTicketDialog({ open, onClose }: NewTicketDialogProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="new-ticket-title">
      <DialogTitle id="new-ticket-title">{t('tickets.newTicketDialog.title')}</DialogTitle>
      {/* Mounted only while open: each opening starts blank. */}
      {open && user && <NewTicketForm user={user} onClose={onClose} />}
    </Dialog>
  );
}

function NewTicketForm({ user, onClose }: { user: UserDTO; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apply = useApplyToTicketLists();
  const admin = isAdmin(user);
  const queues = useQueueChoices(user, true);
  const { connections } = useConnectionChoices(true);
  const [contact, setContact] = useState<ContactRefDTO | null>(null);
  // A user with a single queue has nothing to choose.
  const [queueId, setQueueId] = useState<number | null>(!admin && user.queues.length === 1 ? user.queues[0].id : null);
  // undefined until the user picks one: the default follows the connections as they load.
  const [chosenConnection, setChosenConnection] = useState<number | null | undefined>(undefined);
  const whatsappId = chosenConnection === undefined ? defaultConnectionId(user, connections) : chosenConnection;
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<OpenTicketHolder | null>(null);
  const [newContactName, setNewContactName] = useState<string | null>(null);

  const errors = validateNewTicket({ contactId: contact?.id ?? null, queueId }, admin);
  const conflictText = conflict ? holderMessage(conflict) : null;

  const submit = async () => {
    setSubmitted(true);
    setConflict(null);
    if (!contact || errors.contact || errors.queue) return;
    setSaving(true);
    try {
      const ticket = await createTicket({ contactId: contact.id, queueId, whatsappId, userId: user.id, status: 'open' });
      apply(ticketUpdated(ticket));
      onClose();
      navigate(`/tickets/${ticket.uuid}`);
    } catch (error) {
      const holder = openTicketHolder(error);
      if (holder) setConflict(holder);
      else toastError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <ContactPicker
          value={contact}
          onChange={(chosen) => {
            setContact(chosen);
            setConflict(null);
          }}
          onAddNew={setNewContactName}
          error={submitted && errors.contact ? t('tickets.newTicketDialog.contactRequired') : undefined}
        />
        <TextField
          select
          margin="none"
          label={t('tickets.newTicketDialog.queue')}
          value={queueId ?? ''}
          onChange={(event) => setQueueId(event.target.value === '' ? null : Number(event.target.value))}
          error={submitted && Boolean(errors.queue)}
          helperText={submitted && errors.queue ? t('tickets.newTicketDialog.selectQueue') : undefined}
        >
          {admin && (
            <MenuItem value="">
              <em>{t('tickets.newTicketDialog.noQueue')}</em>
            </MenuItem>
          )}
          {queues.map((queue) => (
            <MenuItem key={queue.id} value={queue.id}>
              {queue.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          margin="none"
          label={t('tickets.newTicketDialog.connection')}
          value={whatsappId ?? ''}
          onChange={(event) => {
            setChosenConnection(event.target.value === '' ? null : Number(event.target.value));
            setConflict(null);
          }}
        >
          <MenuItem value="">
            <em>{t('tickets.newTicketDialog.defaultConnection')}</em>
          </MenuItem>
          {connections.map((connection) => (
            <MenuItem key={connection.id} value={connection.id}>
              {connection.name}
            </MenuItem>
          ))}
        </TextField>
        {conflictText && (
          <Alert severity="warning" role="alert">
            <AlertTitle>{t('tickets.newTicketDialog.conflictTitle')}</AlertTitle>
            {t(conflictText.key, conflictText.values)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('tickets.newTicketDialog.cancel')}
        </Button>
        <ButtonWithSpinner variant="contained" loading={saving} onClick={() => void submit()}>
          {t('tickets.newTicketDialog.save')}
        </ButtonWithSpinner>
      </DialogActions>
      <ContactModal
        open={newContactName !== null}
        onClose={() => setNewContactName(null)}
        initialValues={{ name: newContactName ?? '' }}
        onSaved={(saved) => {
          setContact(saved);
          setNewContactName(null);
        }}
      />
    </>
  );
}
