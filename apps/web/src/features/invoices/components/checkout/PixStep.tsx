import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { PixChargeDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { formatMoney } from '../../invoice-format';

/** The Pix screen: the QR image and the 'copia e cola' code the API generated, with a copy button. */
export function PixStep({ charge }: { charge: PixChargeDTO }) {
  const { t } = useTranslation();
  const code = charge.qrcode.qrcode;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('invoices.pix.copied'));
    } catch {
      toast.error(t('invoices.pix.copyFailed'));
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, textAlign: 'center' }}>
      <Typography>{t('invoices.pix.instructions')}</Typography>
      <Box
        component="img"
        src={charge.qrcode.imagemQrcode}
        alt={t('invoices.pix.qrAlt')}
        sx={{ width: 240, maxWidth: '100%', aspectRatio: '1', bgcolor: '#fff', p: 1, borderRadius: 1 }}
      />
      <Typography variant="h6" component="p">
        {t('invoices.pix.amount', { value: formatMoney(Number(charge.valor.original)) })}
      </Typography>
      <TextField
        label={t('invoices.pix.code')}
        value={code}
        fullWidth
        multiline
        maxRows={4}
        slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
      <Button variant="contained" startIcon={<ContentCopyOutlined />} onClick={copy}>
        {t('invoices.pix.copy')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('invoices.pix.waiting')}
      </Typography>
    </Box>
  );
}
