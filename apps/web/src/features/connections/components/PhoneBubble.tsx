import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import type { ChatEntry } from '../phone-chat';

interface PhoneBubbleProps {
  entry: ChatEntry;
  /** Reports a platform message as delivered (2) or read (3) by the customer's phone. */
  onAck: (messageId: string, ack: 2 | 3) => Promise<void>;
}

function AckMark({ ack }: { ack: number }) {
  const { t } = useTranslation();
  const label = t(`connections.phone.ack.${Math.min(Math.max(ack, 1), 3)}`);
  if (ack >= 3) return <DoneAllOutlined sx={{ fontSize: 16, color: 'info.main' }} titleAccess={label} />;
  if (ack === 2) return <DoneAllOutlined sx={{ fontSize: 16 }} titleAccess={label} />;
  return <DoneOutlined sx={{ fontSize: 16 }} titleAccess={label} />;
}

/** One chat bubble: the platform's messages on the left with delivered/read buttons, the customer's on the right. */
export function PhoneBubble({ entry, onAck }: PhoneBubbleProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<2 | 3 | null>(null);
  const received = entry.kind === 'received';
  const filename = received ? entry.message.media?.filename : entry.message.filename;

  const ack = async (value: 2 | 3) => {
    setPending(value);
    try {
      await onAck(entry.message.id, value);
    } finally {
      setPending(null);
    }
  };

  return (
    <Box
      component="li"
      data-testid={`phone-message-${entry.message.id}`}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: received ? 'flex-start' : 'flex-end', gap: 0.5 }}
    >
      <Box
        sx={(theme) => ({
          maxWidth: '82%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderTopLeftRadius: received ? 4 : undefined,
          borderTopRightRadius: received ? undefined : 4,
          bgcolor: received ? 'background.paper' : alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.16 : 0.28),
          boxShadow: theme.palette.mode === 'light' ? '0 1px 1px rgba(0,0,0,0.08)' : 'none',
          border: received && theme.palette.mode === 'dark' ? `1px solid ${theme.palette.divider}` : 'none',
        })}
      >
        {filename && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: entry.message.body ? 0.5 : 0, color: 'text.secondary' }}>
            <AttachFileOutlined sx={{ fontSize: 16 }} />
            <Typography variant="caption" noWrap>
              {filename}
            </Typography>
          </Box>
        )}
        {entry.message.body && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.message.body}
          </Typography>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5, mt: 0.25, color: 'text.secondary' }}>
          <Typography variant="caption" sx={{ fontSize: 11 }}>
            {dayjs(entry.message.createdAt).format('HH:mm')}
          </Typography>
          {received && <AckMark ack={entry.message.ack} />}
        </Box>
      </Box>
      {received && entry.message.ack < 3 && (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {entry.message.ack < 2 && (
            <Button size="small" variant="text" disabled={pending !== null} onClick={() => void ack(2)} sx={{ py: 0, minHeight: 0, fontSize: 12 }}>
              {t('connections.phone.markDelivered')}
            </Button>
          )}
          <Button size="small" variant="text" disabled={pending !== null} onClick={() => void ack(3)} sx={{ py: 0, minHeight: 0, fontSize: 12 }}>
            {t('connections.phone.markRead')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
