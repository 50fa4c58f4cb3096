import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { WhatsappDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import PhonelinkRingOutlined from '@mui/icons-material/PhonelinkRingOutlined';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { connectionQueries } from '../../../resources/connections/keys';
import { useLiveEvent } from '../../../live/useLiveEvent';
import { useSimulateScan } from '../hooks/useSimulateScan';

interface QrCodeModalProps {
  /** The connection whose QR code to show; null keeps the modal closed. */
  connection: WhatsappDTO | null;
  onClose: () => void;
}

const STEPS = [1, 2, 3, 4] as const;

/** §2/§4: the four steps and the live QR code; it closes by itself once the session's QR code empties. */
export function QrCodeModal({ connection, onClose }: QrCodeModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={connection !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="qrcode-modal-title">
      <DialogTitle id="qrcode-modal-title">
        {t('connections.qrModal.title')}
        {connection && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {connection.name}
          </Typography>
        )}
      </DialogTitle>
      {connection && <QrCodeContent key={connection.id} connection={connection} onClose={onClose} />}
    </Dialog>
  );
}

function QrCodeContent({ connection, onClose }: { connection: WhatsappDTO; onClose: () => void }) {
  const { t } = useTranslation();
  const { scanning, scan } = useSimulateScan(connection.id);
  // The session events keep this connection's QR code current in the caches (LiveSyncProvider).
  const { data } = useQuery(connectionQueries.detail(connection.id));

  // Scanned (or the session ended): the session's QR code empties and the modal has nothing left to show.
  useLiveEvent('whatsappSession', (payload) => {
    if (payload.action === 'update' && payload.session.id === connection.id && !payload.session.qrcode) onClose();
  });

  const qrcode = data?.qrcode || connection.qrcode;

  return (
    <>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', md: 'row' }, gap: { xs: 3, md: 4 }, alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="p" sx={{ mb: 2, fontSize: { xs: 16, sm: 20 } }}>
              {t('connections.qrModal.heading')}
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              {STEPS.map((step) => (
                <Box component="li" key={step} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                  <Box
                    aria-hidden
                    sx={{
                      flexShrink: 0,
                      width: 26,
                      height: 26,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      fontSize: 13,
                      fontWeight: 700,
                      display: 'grid',
                      placeItems: 'center',
                    }}
                  >
                    {step}
                  </Box>
                  <Typography variant="body2" sx={{ pt: 0.4 }}>
                    {t(`connections.qrModal.step${step}`)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
          <Box
            sx={{
              flexShrink: 0,
              width: { xs: 232, sm: 272 },
              height: { xs: 232, sm: 272 },
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              bgcolor: '#FFFFFF',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {qrcode ? (
              <Box sx={{ width: { xs: 204, sm: 240 }, height: { xs: 204, sm: 240 }, '& svg': { display: 'block', width: '100%', height: '100%' } }}>
                <QRCodeSVG value={qrcode} size={240} level="M" marginSize={0} role="img" aria-label={t('connections.qrModal.qrLabel')} />
              </Box>
            ) : (
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, color: 'grey.700' }}>
                <CircularProgress size={28} color="inherit" aria-hidden />
                <Typography variant="body2">{t('connections.qrModal.waiting')}</Typography>
              </Box>
            )}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        {connection.provider === 'sandbox' && (
          <ButtonWithSpinner
            variant="contained"
            color="secondary"
            loading={scanning}
            disabled={!qrcode}
            startIcon={<PhonelinkRingOutlined />}
            onClick={() => void scan()}
          >
            {t('connections.qrModal.simulateScan')}
          </ButtonWithSpinner>
        )}
        <Button color="inherit" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </>
  );
}
