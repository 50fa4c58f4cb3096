import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** 'Assine Agora!': online payment arrives with the Financeiro screen, so this only explains the way. */
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
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('subscription.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
