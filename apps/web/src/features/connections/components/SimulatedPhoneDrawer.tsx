import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WhatsappDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { toastError } from '../../../lib/toast-error';
import { fetchOutbox, sendAck, sendInbound, type InboundPayload } from '../../../resources/connections/api';
import { connectionKeys } from '../../../resources/connections/keys';
import { CUSTOMER_NUMBER, digitsOnly, mergeChat, readAsBase64, type SentMessage } from '../phone-chat';
import { useSimulateScan } from '../hooks/useSimulateScan';
import { ConnectionStatusChip } from './ConnectionStatusChip';
import { PhoneBubble } from './PhoneBubble';

/** The outbox is polled every 2 s while the panel is open. */
export const OUTBOX_POLL_MS = 2000;

interface SimulatedPhoneDrawerProps {
  /** The sandbox connection whose phone to show; null keeps the panel closed. */
  connection: WhatsappDTO | null;
  onClose: () => void;
  /** What the panel sent, kept by the page so it survives closing and reopening. */
  sent: SentMessage[];
  onSent: (message: SentMessage) => void;
}

/** Issue 4: a simulated phone for sandbox connections: chat as a customer and mark replies delivered or read. */
export function SimulatedPhoneDrawer({ connection, onClose, sent, onSent }: SimulatedPhoneDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={connection !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 }, backgroundImage: 'none' } } }}
    >
      {connection && <PhonePanel key={connection.id} connection={connection} onClose={onClose} sent={sent} onSent={onSent} />}
    </Drawer>
  );
}

function PhonePanel({ connection, onClose, sent, onSent }: { connection: WhatsappDTO } & Omit<SimulatedPhoneDrawerProps, 'connection'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [number, setNumber] = useState('5511987654321');
  const [name, setName] = useState(() => t('connections.phone.defaultName'));
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const { scanning, scan } = useSimulateScan(connection.id);
  const fileInput = useRef<HTMLInputElement>(null);
  const chatEnd = useRef<HTMLDivElement>(null);
  const validNumber = CUSTOMER_NUMBER.test(number);

  const outbox = useQuery({
    queryKey: connectionKeys.outbox(connection.id, number),
    queryFn: () => fetchOutbox(connection.id, number),
    enabled: validNumber,
    refetchInterval: OUTBOX_POLL_MS,
    retry: false,
    staleTime: 0,
  });
  const chat = mergeChat(outbox.data ?? [], validNumber ? sent.filter((m) => m.whatsappId === connection.id && m.to === number) : []);
  const connected = connection.status === 'CONNECTED';

  useEffect(() => {
    chatEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.length]);

  const send = async (content: Pick<InboundPayload, 'body' | 'media'>) => {
    setSending(true);
    try {
      const { id } = await sendInbound(connection.id, { from: number, name: name.trim() || undefined, ...content });
      onSent({ id, whatsappId: connection.id, to: number, body: content.body ?? '', filename: content.media?.filename, createdAt: new Date().toISOString() });
      return true;
    } catch (error) {
      toastError(error);
      return false;
    } finally {
      setSending(false);
    }
  };

  const sendText = async () => {
    const text = body.trim();
    if (!text || !validNumber || sending) return;
    if (await send({ body: text })) setBody('');
  };

  const sendFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !validNumber) return;
    await send({ media: await readAsBase64(file) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void sendText();
    }
  };

  const ack = async (messageId: string, value: 2 | 3) => {
    try {
      await sendAck(connection.id, messageId, value);
      await queryClient.invalidateQueries({ queryKey: connectionKeys.outbox(connection.id, number) });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Box role="dialog" aria-label={t('connections.phone.title')} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <PhoneIphoneOutlined color="primary" />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {t('connections.phone.title')}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {connection.name}
            {connection.number ? ` · +${connection.number}` : ''}
          </Typography>
        </Box>
        <ConnectionStatusChip status={connection.status} />
        <IconButton aria-label={t('common.close')} onClick={onClose} size="small">
          <CloseOutlined />
        </IconButton>
      </Box>

      {!connected && (
        <Alert
          severity="warning"
          square
          action={
            connection.status === 'qrcode' ? (
              <ButtonWithSpinner color="inherit" size="small" loading={scanning} onClick={() => void scan()}>
                {t('connections.qrModal.simulateScan')}
              </ButtonWithSpinner>
            ) : undefined
          }
        >
          {t('connections.phone.notConnected')}
        </Alert>
      )}

      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <TextField
          margin="none"
          size="small"
          label={t('connections.phone.customerNumber')}
          value={number}
          onChange={(event) => setNumber(digitsOnly(event.target.value))}
          error={!validNumber}
          helperText={validNumber ? undefined : t('connections.phone.numberHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField margin="none" size="small" label={t('connections.phone.customerName')} value={name} onChange={(event) => setName(event.target.value)} />
      </Box>

      <Box
        sx={(theme) => ({
          flex: 1,
          overflowY: 'auto',
          px: 2,
          py: 2,
          bgcolor: theme.palette.mode === 'light' ? '#EFEAE2' : '#0B141A',
        })}
      >
        {outbox.isError && <Alert severity="error">{t('connections.phone.outboxError')}</Alert>}
        {chat.length === 0 && !outbox.isError && (
          <Box sx={{ textAlign: 'center', mt: 4 }}>
            <Chip
              label={t('connections.phone.emptyChat')}
              size="small"
              sx={{ bgcolor: 'background.paper', height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
            />
          </Box>
        )}
        <Box component="ul" aria-label={t('connections.phone.chat')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {chat.map((entry) => (
            <PhoneBubble key={`${entry.kind}-${entry.message.id}`} entry={entry} onAck={ack} />
          ))}
        </Box>
        <div ref={chatEnd} />
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <input ref={fileInput} type="file" hidden onChange={(event) => void sendFile(event)} data-testid="phone-file" />
        <Tooltip title={t('connections.phone.attach')}>
          <span>
            <IconButton aria-label={t('connections.phone.attach')} disabled={!connected || !validNumber || sending} onClick={() => fileInput.current?.click()}>
              <AttachFileOutlined />
            </IconButton>
          </span>
        </Tooltip>
        <TextField
          margin="none"
          size="small"
          multiline
          maxRows={4}
          placeholder={t('connections.phone.messagePlaceholder')}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={!connected}
          slotProps={{ htmlInput: { 'aria-label': t('connections.phone.message') } }}
        />
        <Tooltip title={t('connections.phone.send')}>
          <span>
            <IconButton
              color="primary"
              aria-label={t('connections.phone.send')}
              disabled={!connected || !validNumber || sending || !body.trim()}
              onClick={() => void sendText()}
            >
              <SendOutlined />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}
