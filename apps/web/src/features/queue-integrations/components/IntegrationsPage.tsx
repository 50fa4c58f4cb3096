import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueIntegrationDTO } from '@zapdesk/shared';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { AdminOnly } from '../../../components/list-page/AdminOnly';
import { ListPage } from '../../../components/list-page/ListPage';
import { useDeleteRow } from '../../../components/list-page/useDeleteRow';
import { usePagedList } from '../../../components/list-page/usePagedList';
import { ResponsiveButton } from '../../../components/ResponsiveButton';
import { deleteIntegration } from '../../../resources/integrations/api';
import { integrationQueries } from '../../../resources/integrations/keys';
import { applyIntegrationChange } from '../../../resources/integrations/live';
import { useApply } from '../../../resources/useApply';
import { IntegrationDialog } from './IntegrationDialog';
import { IntegrationsTable } from './IntegrationsTable';

/** /queue-integration (spec §2, plan useIntegrations, admins): the company's Typebot, n8n, webhook and Dialogflow integrations. */
export function IntegrationsPage() {
  const { t } = useTranslation();
  return (
    <AdminOnly title={t('menu.queueIntegration')} message={t('integrations.adminOnly')}>
      <IntegrationsList />
    </AdminOnly>
  );
}

function IntegrationsList() {
  const { t } = useTranslation();
  const list = usePagedList(integrationQueries.list);
  const applyChange = useApply(applyIntegrationChange);
  const deletion = useDeleteRow<QueueIntegrationDTO>({
    remove: deleteIntegration,
    onDeleted: (id) => applyChange({ type: 'remove', id }),
    deletedMessage: t('integrations.deleted'),
  });
  const [dialog, setDialog] = useState<{ open: boolean; record: QueueIntegrationDTO | null }>({ open: false, record: null });
  return (
    <ListPage
      title={t('integrations.title')}
      list={list}
      searchLabel={t('integrations.search')}
      loadError={t('integrations.loadError')}
      testId="integrations"
      actions={<ResponsiveButton label={t('integrations.add')} icon={<AddOutlined />} onClick={() => setDialog({ open: true, record: null })} />}
      confirmDelete={{ deletion, title: t('integrations.deleteTitle'), message: t('integrations.deleteMessage') }}
      dialogs={
        <IntegrationDialog
          open={dialog.open}
          record={dialog.record}
          onClose={() => setDialog((current) => ({ ...current, open: false }))}
          onSaved={(row, isNew) => applyChange({ type: 'upsert', row, isNew })}
        />
      }
    >
      <IntegrationsTable
        records={list.rows}
        loading={list.isLoading || list.isLoadingMore}
        onEdit={(record) => setDialog({ open: true, record })}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
