import { useTranslation } from 'react-i18next';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import MicRounded from '@mui/icons-material/MicRounded';
import SendRounded from '@mui/icons-material/SendRounded';

export interface SendOrRecordButtonProps {
  isSending: boolean;
  /** Text or files are waiting: the button sends; otherwise it records a voice note. */
  canSend: boolean;
  disabled: boolean;
  onSend: () => void;
  onRecord: () => void;
}

/** The trailing button, WhatsApp-style: send when there is something to send, else the microphone. */
export function SendOrRecordButton({ isSending, canSend, disabled, onSend, onRecord }: SendOrRecordButtonProps) {
  const { t } = useTranslation();
  if (isSending) {
    return (
      <IconButton aria-label={t('conversation.input.sending')} disabled>
        <CircularProgress size={22} />
      </IconButton>
    );
  }
  const label = canSend ? t('conversation.input.send') : t('conversation.input.record');
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} color="primary" disabled={disabled} onClick={canSend ? onSend : onRecord}>
          {canSend ? <SendRounded /> : <MicRounded />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
