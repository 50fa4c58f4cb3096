import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { QueueChoice } from './useStartTicket';

interface StartTicketQueueDialogProps {
  choice: QueueChoice | null;
  onChoose: (queueId: number) => void;
  onClose: () => void;
}

/** Asks a user in several queues which one the new conversation belongs to ('Selecione uma fila'). */
export function StartTicketQueueDialog({ choice, onChoose, onClose }: StartTicketQueueDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={choice !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="start-ticket-queue-title">
      <DialogTitle id="start-ticket-queue-title">{t('contacts.startTicket.chooseQueue')}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <List aria-label={t('contacts.startTicket.queues', { name: choice?.contact.name ?? '' })}>
          {choice?.queues.map((queue) => (
            <ListItemButton key={queue.id} onClick={() => onChoose(queue.id)}>
              <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: queue.color, mr: 1.5, flexShrink: 0 }} />
              <ListItemText primary={queue.name} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
