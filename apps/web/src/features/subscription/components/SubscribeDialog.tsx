import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** 'Assine Agora!': explains the way to pay (PAGAR on the open invoice in Financeiro, by Pix) and leads there. */
export function SubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="subscribe-title">
      <DialogTitle id="subscribe-title">{t('subscription.dialogTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('subscription.dialogText')}</DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>{t('subscription.dialogText2')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('subscription.close')}</Button>
        <Button variant="contained" component={RouterLink} to="/financeiro" autoFocus>
          {t('subscription.goToInvoices')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
