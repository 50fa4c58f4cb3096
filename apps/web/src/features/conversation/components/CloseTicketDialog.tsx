import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface CloseTicketDialogProps {
  open: boolean;
  onClose: () => void;
  /** true: 'Finalizar com avaliação' (the rating question goes out); false: 'Finalizar sem avaliação'. */
  onResolve: (sendRating: boolean) => void;
}

/** 'Resolver' with userRating enabled asks whether the customer is asked to rate, as the Whaticket family does. */
export function CloseTicketDialog({ open, onClose, onResolve }: CloseTicketDialogProps) {
  const { t } = useTranslation();
  const choose = (sendRating: boolean) => {
    onClose();
    onResolve(sendRating);
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="close-ticket-title">
      <DialogTitle id="close-ticket-title">{t('conversation.closeTicket.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('conversation.closeTicket.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button color="inherit" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="outlined" onClick={() => choose(false)}>
          {t('conversation.closeTicket.withoutRating')}
        </Button>
        <Button variant="contained" onClick={() => choose(true)}>
          {t('conversation.closeTicket.withRating')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
