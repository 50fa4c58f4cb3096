import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { QueueDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { ConfirmationModal } from '../../../components/ConfirmationModal';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';
import { toastError } from '../../../lib/toast-error';
import { isAdmin } from '../../../session/permissions';
import { useAuth } from '../../../session/useAuth';
import { deleteQueue } from '../api/queues-api';
import { useApplyQueueChange, useQueues } from '../hooks/useQueues';
import { QueueModal } from './QueueModal';
import { QueuesTable } from './QueuesTable';

/** /queues: admins list and manage the company's queues (the API refuses others' writes). */
export function QueuesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!isAdmin(user)) {
    return (
      <MainContainer>
        <MainHeader title={t('queues.title')} />
        <Alert severity="info">{t('queues.adminOnly')}</Alert>
      </MainContainer>
    );
  }
  return <QueuesScreen />;
}

function QueuesScreen() {
  const { t } = useTranslation();
  const queues = useQueues();
  const applyChange = useApplyQueueChange();
  const [modal, setModal] = useState<{ open: boolean; queue: QueueDTO | null }>({ open: false, queue: null });
  const [toDelete, setToDelete] = useState<QueueDTO | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteQueue(toDelete.id);
      applyChange({ type: 'remove', queueId: toDelete.id });
      toast.success(t('queues.deleted'));
      setToDelete(null);
    } catch (error) {
      toastError(error);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <MainContainer>
      <MainHeader
        title={t('queues.title')}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setModal({ open: true, queue: null })}>
            {t('queues.add')}
          </Button>
        }
      />
      {queues.isError && <Alert severity="error">{t('queues.loadError')}</Alert>}
      <Paper variant="outlined" sx={{ overflowY: 'auto', maxHeight: { xs: 'calc(100dvh - 210px)', sm: 'calc(100vh - 180px)' } }}>
        <QueuesTable
          queues={queues.data ?? []}
          loading={queues.isPending}
          onEdit={(queue) => setModal({ open: true, queue })}
          onDelete={setToDelete}
        />
      </Paper>
      <QueueModal
        open={modal.open}
        queue={modal.queue}
        onClose={() => setModal((current) => ({ ...current, open: false }))}
        onSaved={(queue) => applyChange({ type: 'upsert', queue })}
      />
      <ConfirmationModal open={toDelete !== null} title={t('queues.deleteTitle')} loading={deleting} onClose={() => setToDelete(null)} onConfirm={confirmDelete}>
        <Box component="span" sx={{ display: 'block' }}>
          {t('queues.deleteMessage')}
        </Box>
        <Box component="span" sx={{ display: 'block', mt: 1 }}>
          {t('queues.deleteHint')}
        </Box>
      </ConfirmationModal>
    </MainContainer>
  );
}
