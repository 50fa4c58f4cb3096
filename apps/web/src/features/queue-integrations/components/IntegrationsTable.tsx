import { useTranslation } from 'react-i18next';
import type { QueueIntegrationDTO } from '@zapdesk/shared';
import Skeleton from '@mui/material/Skeleton';
import { CellText, ListTable } from '../../../components/list-page/ListTable';
import { RowActions } from '../../../components/list-page/TableRows';
import { IntegrationLogo, integrationTypeLabel } from './IntegrationLogo';

interface IntegrationsTableProps {
  records: QueueIntegrationDTO[];
  loading: boolean;
  onEdit: (record: QueueIntegrationDTO) => void;
  onDelete: (record: QueueIntegrationDTO) => void;
}

/** What the integration reaches: Dialogflow's project, or the URL of the other types. */
const target = (record: QueueIntegrationDTO) => (record.type === 'dialogflow' ? record.projectName : record.urlN8N);

/** The integrations (spec §2: type logo, id, name, actions). */
export function IntegrationsTable({ records, loading, onEdit, onDelete }: IntegrationsTableProps) {
  const { t } = useTranslation();
  return (
    <ListTable
      label={t('integrations.title')}
      records={records}
      loading={loading}
      emptyText={t('integrations.empty')}
      fixedLayout
      columns={[
        {
          header: t('integrations.columns.type'),
          hiddenHeader: true,
          width: 56,
          skeleton: <Skeleton variant="rounded" width={32} height={32} />,
          cell: (record) => <IntegrationLogo type={record.type} />,
        },
        { header: t('integrations.columns.id'), align: 'center', width: 64, skeleton: 24, cell: (record) => record.id },
        {
          header: t('integrations.columns.name'),
          ellipsis: true,
          cell: (record) => <CellText title={record.name} subtitle={`${integrationTypeLabel(record.type)} · ${target(record)}`} />,
        },
      ]}
      actions={{
        header: t('integrations.columns.actions'),
        width: { xs: 80, sm: 96 },
        cell: (record) => <RowActions name={record.name} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />,
      }}
    />
  );
}
