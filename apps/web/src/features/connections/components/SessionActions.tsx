import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WhatsappDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { toastError } from '../../../lib/toast-error';
import { runSessionAction, type SessionAction } from '../../../resources/connections/api';
import { sessionButtons } from '../connection-status';

interface SessionActionsProps {
  connection: WhatsappDTO;
  onShowQrCode: (connection: WhatsappDTO) => void;
  /** Disconnecting asks first: the page owns that confirmation. */
  onDisconnect: (connection: WhatsappDTO) => void;
}

/** §4 session actions for the connection's status: QR code, retry and new QR, disconnect, or "connecting". */
export function SessionActions({ connection, onShowQrCode, onDisconnect }: SessionActionsProps) {
  const { t } = useTranslation();
  const [running, setRunning] = useState<SessionAction | null>(null);

  const run = async (action: SessionAction) => {
    setRunning(action);
    try {
      await runSessionAction(connection.id, action);
    } catch (error) {
      toastError(error);
    } finally {
      setRunning(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {sessionButtons(connection.status).map((button) => {
        switch (button) {
          case 'qrcode':
            return (
              <Button key={button} size="small" variant="contained" startIcon={<QrCode2Outlined />} onClick={() => onShowQrCode(connection)}>
                {t('connections.buttons.qrcode')}
              </Button>
            );
          case 'tryAgain':
            return (
              <ButtonWithSpinner
                key={button}
                size="small"
                variant="outlined"
                loading={running === 'retry'}
                disabled={running !== null}
                onClick={() => void run('retry')}
              >
                {t('connections.buttons.tryAgain')}
              </ButtonWithSpinner>
            );
          case 'newQr':
            return (
              <ButtonWithSpinner
                key={button}
                size="small"
                variant="contained"
                loading={running === 'newQr'}
                disabled={running !== null}
                onClick={() => void run('newQr')}
              >
                {t('connections.buttons.newQr')}
              </ButtonWithSpinner>
            );
          case 'disconnect':
            return (
              <Button key={button} size="small" variant="outlined" color="error" onClick={() => onDisconnect(connection)}>
                {t('connections.buttons.disconnect')}
              </Button>
            );
          case 'connecting':
            return (
              <Button key={button} size="small" variant="outlined" disabled startIcon={<CircularProgress size={14} color="inherit" aria-hidden />}>
                {t('connections.buttons.connecting')}
              </Button>
            );
        }
      })}
    </Box>
  );
}
