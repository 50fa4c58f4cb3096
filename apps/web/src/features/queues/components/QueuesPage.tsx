import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { QueueDTO } from '@zapdesk/shared';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { AdminOnly } from '../../../components/list-page/AdminOnly';
import { ListPage } from '../../../components/list-page/ListPage';
import { useDeleteRow } from '../../../components/list-page/useDeleteRow';
import { wholeList } from '../../../components/list-page/wholeList';
import { deleteQueue } from '../../../resources/queues/api';
import { queueQueries } from '../../../resources/queues/keys';
import { applyQueueChange } from '../../../resources/queues/live';
import { useApply } from '../../../resources/useApply';
import { QueueModal } from './QueueModal';
import { QueuesTable } from './QueuesTable';

/** /queues: admins list and manage the company's queues (the API refuses others' writes). */
export function QueuesPage() {
  const { t } = useTranslation();
  return (
    <AdminOnly title={t('queues.title')} message={t('queues.adminOnly')}>
      <QueuesScreen />
    </AdminOnly>
  );
}

function QueuesScreen() {
  const { t } = useTranslation();
  const queues = useQuery(queueQueries.list());
  const applyChange = useApply(applyQueueChange);
  const deletion = useDeleteRow<QueueDTO>({ remove: deleteQueue, onDeleted: (id) => applyChange({ type: 'remove', id }), deletedMessage: t('queues.deleted') });
  const [modal, setModal] = useState<{ open: boolean; queue: QueueDTO | null }>({ open: false, queue: null });

  return (
    <ListPage
      title={t('queues.title')}
      list={wholeList(queues)}
      loadError={t('queues.loadError')}
      testId="queues"
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setModal({ open: true, queue: null })}>
          {t('queues.add')}
        </Button>
      }
      confirmDelete={{ deletion, title: t('queues.deleteTitle'), message: t('queues.deleteMessage'), hint: () => t('queues.deleteHint') }}
      dialogs={
        <QueueModal
          open={modal.open}
          queue={modal.queue}
          onClose={() => setModal((current) => ({ ...current, open: false }))}
          onSaved={(queue) => applyChange({ type: 'upsert', row: queue, isNew: true })}
        />
      }
    >
      <QueuesTable queues={queues.data ?? []} loading={queues.isPending} onEdit={(queue) => setModal({ open: true, queue })} onDelete={deletion.ask} />
    </ListPage>
  );
}
