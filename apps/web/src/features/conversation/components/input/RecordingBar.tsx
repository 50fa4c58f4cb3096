import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SendRounded from '@mui/icons-material/SendRounded';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.3; }
`;

/** Seconds as m:ss (or h:mm:ss past an hour). */
function formatElapsed(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

function useElapsedSeconds(startedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

export interface RecordingBarProps {
  startedAt: number;
  onCancel: () => void;
  onSend: () => void;
}

/** Shown instead of the text box while a voice note is being recorded. */
export function RecordingBar({ startedAt, onCancel, onSend }: RecordingBarProps) {
  const { t } = useTranslation();
  const elapsed = useElapsedSeconds(startedAt);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minHeight: 48 }}>
      <Tooltip title={t('conversation.input.cancelRecording')}>
        <IconButton aria-label={t('conversation.input.cancelRecording')} onClick={onCancel} color="error">
          <CloseRounded />
        </IconButton>
      </Tooltip>
      <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'error.main', animation: `${pulse} 1.2s ease-in-out infinite` }} />
      <Typography variant="body2" color="text.secondary">
        {t('conversation.input.recording')}
      </Typography>
      <Typography variant="body2" role="timer" aria-label={t('conversation.input.elapsed')} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatElapsed(elapsed)}
      </Typography>
      <Box sx={{ flex: 1 }} />
      <Tooltip title={t('conversation.input.sendRecording')}>
        <IconButton aria-label={t('conversation.input.sendRecording')} onClick={onSend} color="primary">
          <SendRounded />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
