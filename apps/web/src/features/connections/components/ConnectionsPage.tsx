import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { WhatsappDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { ConfirmationModal } from '../../../components/ConfirmationModal';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';
import { toastError } from '../../../lib/toast-error';
import { useAuth } from '../../../session/useAuth';
import { useQuery } from '@tanstack/react-query';
import { deleteConnection, runSessionAction } from '../../../resources/connections/api';
import { connectionQueries } from '../../../resources/connections/keys';
import { applyConnectionChange } from '../../../resources/connections/live';
import { useApply } from '../../../resources/useApply';
import { canConnections } from '../permissions';
import type { SentMessage } from '../phone-chat';
import { ConnectionModal } from './ConnectionModal';
import { ConnectionsList } from './ConnectionsList';
import { QrCodeModal } from './QrCodeModal';
import { SimulatedPhoneDrawer } from './SimulatedPhoneDrawer';

type Confirmation = { kind: 'delete' | 'disconnect'; connection: WhatsappDTO };

/** /connections: the company's WhatsApp connections, their sessions and (for admins) their settings. */
export function ConnectionsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { data, isLoading, isError } = useQuery(connectionQueries.list());
  const connections = data ?? [];
  const applyChange = useApply(applyConnectionChange);
  const [modal, setModal] = useState<{ open: boolean; connection: WhatsappDTO | null }>({ open: false, connection: null });
  const [qrCodeFor, setQrCodeFor] = useState<number | null>(null);
  const [phoneFor, setPhoneFor] = useState<number | null>(null);
  const [sent, setSent] = useState<SentMessage[]>([]);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [confirming, setConfirming] = useState(false);

  // The modal and the panel follow the live list, so a deleted connection closes them.
  const qrConnection = connections.find((c) => c.id === qrCodeFor) ?? null;
  const phoneConnection = connections.find((c) => c.id === phoneFor) ?? null;

  const confirm = async () => {
    if (!confirmation) return;
    const { kind, connection } = confirmation;
    setConfirming(true);
    try {
      if (kind === 'delete') {
        await deleteConnection(connection.id);
        applyChange({ type: 'remove', id: connection.id });
        toast.success(t('connections.deleted'));
      } else {
        await runSessionAction(connection.id, 'disconnect');
      }
      setConfirmation(null);
    } catch (error) {
      toastError(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <MainContainer>
      <MainHeader
        title={t('connections.title')}
        actions={
          canConnections(user, 'connections-page:addConnection') && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setModal({ open: true, connection: null })}>
              {t('connections.add')}
            </Button>
          )
        }
      />
      {isError && <Alert severity="error">{t('connections.loadError')}</Alert>}
      <Box>
        <ConnectionsList
          connections={connections}
          loading={isLoading}
          canUseSession={canConnections(user, 'connections-page:actionButtons')}
          canEdit={canConnections(user, 'connections-page:editOrDeleteConnection')}
          onShowQrCode={(connection) => setQrCodeFor(connection.id)}
          onDisconnect={(connection) => setConfirmation({ kind: 'disconnect', connection })}
          onEdit={(connection) => setModal({ open: true, connection })}
          onDelete={(connection) => setConfirmation({ kind: 'delete', connection })}
          onOpenPhone={(connection) => setPhoneFor(connection.id)}
        />
      </Box>
      <ConnectionModal
        open={modal.open}
        connection={modal.connection}
        onClose={() => setModal((current) => ({ ...current, open: false }))}
        onSaved={(saved) => applyChange({ type: 'upsert', row: saved, isNew: true })}
      />
      <QrCodeModal connection={qrConnection} onClose={() => setQrCodeFor(null)} />
      <SimulatedPhoneDrawer
        connection={phoneConnection}
        onClose={() => setPhoneFor(null)}
        sent={sent}
        onSent={(message) => setSent((list) => [...list, message])}
      />
      <ConfirmationModal
        open={confirmation?.kind === 'delete'}
        title={t('connections.deleteTitle')}
        loading={confirming}
        onClose={() => setConfirmation(null)}
        onConfirm={confirm}
      >
        {t('connections.deleteMessage')}
        <Box component="span" sx={{ display: 'block', mt: 1.5, color: 'error.main', fontSize: 14 }}>
          {t('connections.deleteNote')}
        </Box>
      </ConfirmationModal>
      <ConfirmationModal
        open={confirmation?.kind === 'disconnect'}
        title={t('connections.disconnectTitle')}
        confirmLabel={t('connections.buttons.disconnect')}
        loading={confirming}
        onClose={() => setConfirmation(null)}
        onConfirm={confirm}
      >
        {t('connections.disconnectMessage')}
      </ConfirmationModal>
    </MainContainer>
  );
}
