import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { CodeBlock } from './CodeBlock';

/** The signing secret, shown once (after creating the endpoint or rotating it): the API never shows it again. */
export function WebhookSecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={secret !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="webhook-secret-title">
      <DialogTitle id="webhook-secret-title">{t('messagesApi.webhooks.secretTitle')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning">{t('messagesApi.webhooks.secretOnce')}</Alert>
        <CodeBlock code={secret ?? ''} copyLabel={t('messagesApi.webhooks.copySecret')} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('messagesApi.webhooks.secretSaved')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
