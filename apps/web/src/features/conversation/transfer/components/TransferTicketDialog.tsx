import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { TicketDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DialogSubmitActions } from '../../../../components/form-dialog/DialogSubmitActions';
import { toastError } from '../../../../lib/toast-error';
import { updateTicket as transferTicket } from '../../../../resources/tickets/api';
import { type UserOption } from '../../../../resources/users/api';
import { useTransferOptions } from '../hooks/useTransferOptions';
import { USER_SEARCH_MIN_CHARS, toTransferPayload } from '../transfer-rules';
import { UserSearchField } from './UserSearchField';

export interface TransferTicketDialogProps {
  open: boolean;
  onClose: () => void;
  ticket: TicketDTO;
  /** Called after a successful transfer (the conversation then goes to /tickets). */
  onTransferred: () => void;
}

/** Moves a ticket to a queue, optionally to a user and another connection (spec §4 Transfer, §5). */
export function TransferTicketDialog({ open, onClose, ticket, onTransferred }: TransferTicketDialogProps) {
  const { t } = useTranslation();
  const [queueId, setQueueId] = useState('');
  const [user, setUser] = useState<UserOption | null>(null);
  const [search, setSearch] = useState('');
  const [whatsappId, setWhatsappId] = useState('');
  const [queueMissing, setQueueMissing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const options = useTransferOptions(open, search.trim().length >= USER_SEARCH_MIN_CHARS);

  // Each opening starts blank: a transfer is a fresh decision, not the last one half made.
  useEffect(() => {
    if (!open) return;
    setQueueId('');
    setUser(null);
    setSearch('');
    setWhatsappId('');
    setQueueMissing(false);
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (queueId === '') {
      setQueueMissing(true);
      return;
    }
    setSubmitting(true);
    try {
      const chosenWhatsapp = whatsappId === '' ? null : Number(whatsappId);
      await transferTicket(ticket.id, toTransferPayload({ queueId: Number(queueId), userId: user?.id ?? null, whatsappId: chosenWhatsapp }));
      toast.success(t('transfer.done'));
      onClose();
      onTransferred();
    } catch (error) {
      toastError(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onClose={submitting ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="transfer-ticket-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="transfer-ticket-title">{t('transfer.title')}</DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gap: 2, pt: 0.5 }}>
            <TextField
              select
              required
              margin="none"
              label={t('transfer.queue')}
              value={queueId}
              onChange={(event) => {
                setQueueId(event.target.value);
                setQueueMissing(false);
              }}
              error={queueMissing || options.queuesFailed}
              helperText={queueMissing ? t('transfer.queueRequired') : options.queuesFailed ? t('transfer.queuesError') : undefined}
            >
              {options.queues.map((queue) => (
                <MenuItem key={queue.id} value={String(queue.id)}>
                  <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: queue.color, mr: 1.5, flexShrink: 0 }} />
                  {queue.name}
                </MenuItem>
              ))}
            </TextField>
            <UserSearchField value={user} onChange={setUser} search={search} onSearchChange={setSearch} users={options.users} loading={options.usersLoading} />
            <TextField
              select
              margin="none"
              label={t('transfer.connection')}
              value={whatsappId}
              onChange={(event) => setWhatsappId(event.target.value)}
              error={options.connectionsFailed}
              helperText={options.connectionsFailed ? t('transfer.connectionsError') : undefined}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">
                <em>{ticket.whatsapp ? t('transfer.keepConnectionNamed', { name: ticket.whatsapp.name }) : t('transfer.keepConnection')}</em>
              </MenuItem>
              {/* The current connection is the empty choice: listing it again would offer a no-op. */}
              {options.connections
                .filter((connection) => connection.id !== ticket.whatsappId)
                .map((connection) => (
                  <MenuItem key={connection.id} value={String(connection.id)}>
                    {connection.name}
                  </MenuItem>
                ))}
            </TextField>
          </Box>
        </DialogContent>
        <DialogSubmitActions submitting={submitting} submitLabel={t('transfer.submit')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
