import { useTranslation } from 'react-i18next';
import type { CampaignDTO } from '@zapdesk/shared';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { ListTable } from '../../../components/list-page/ListTable';
import { RowAction, RowActions } from '../../../components/list-page/TableRows';
import { formatDateTime } from '../../../lib/dates';
import { STATUS_LABEL_KEYS } from '../campaign-rules';

interface CampaignsTableProps {
  records: CampaignDTO[];
  loading: boolean;
  onCancel: (record: CampaignDTO) => void;
  onRestart: (record: CampaignDTO) => void;
  onReport: (record: CampaignDTO) => void;
  onEdit: (record: CampaignDTO) => void;
  onDelete: (record: CampaignDTO) => void;
}

const STATUS_COLORS = { INATIVA: 'default', PROGRAMADA: 'info', EM_ANDAMENTO: 'warning', CANCELADA: 'error', FINALIZADA: 'success' } as const;

/**
 * Spec §2 Campaigns list: name, status, contact list or 'Não definida', whatsapp or 'Não definido', scheduledAt or
 * 'Sem agendamento', completedAt or 'Não concluída', confirmation Habilitada/Desabilitada, actions (stop if running,
 * restart if cancelled, report, edit, delete). Phones keep name, status and the actions; list and schedule go under
 * the name.
 */
export function CampaignsTable({ records, loading, onCancel, onRestart, onReport, onEdit, onDelete }: CampaignsTableProps) {
  const { t } = useTranslation();
  const contactList = (record: CampaignDTO) => record.contactList?.name ?? t('campaigns.noContactList');
  const scheduledAt = (record: CampaignDTO) => (record.scheduledAt ? formatDateTime(record.scheduledAt) : t('campaigns.noSchedule'));
  return (
    <ListTable
      label={t('menu.campaigns')}
      records={records}
      loading={loading}
      emptyText={t('campaigns.empty')}
      fixedLayout
      columns={[
        {
          header: t('campaigns.columns.name'),
          ellipsis: true,
          cell: (record) => (
            <>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={record.name}>
                {record.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ display: { md: 'none' } }}>
                {`${contactList(record)} · ${scheduledAt(record)}`}
              </Typography>
            </>
          ),
        },
        {
          header: t('campaigns.columns.status'),
          align: 'center',
          width: { xs: 104, md: 130 },
          skeleton: 72,
          cell: (record) => <Chip size="small" color={STATUS_COLORS[record.status]} label={t(STATUS_LABEL_KEYS[record.status])} />,
        },
        { header: t('campaigns.columns.contactList'), shownFrom: 'md', ellipsis: true, skeleton: '70%', cell: contactList },
        {
          header: t('campaigns.columns.whatsapp'),
          shownFrom: 'md',
          ellipsis: true,
          skeleton: '70%',
          cell: (record) => record.whatsapp?.name ?? t('campaigns.noWhatsapp'),
        },
        { header: t('campaigns.columns.scheduledAt'), shownFrom: 'md', width: 140, skeleton: '70%', cell: scheduledAt },
        {
          header: t('campaigns.columns.completedAt'),
          shownFrom: 'md',
          width: 140,
          skeleton: '70%',
          cell: (record) => (record.completedAt ? formatDateTime(record.completedAt) : t('campaigns.notCompleted')),
        },
        {
          header: t('campaigns.columns.confirmation'),
          shownFrom: 'md',
          width: 120,
          skeleton: '70%',
          cell: (record) => (record.confirmation ? t('campaigns.confirmation.on') : t('campaigns.confirmation.off')),
        },
      ]}
      actions={{
        header: t('campaigns.columns.actions'),
        width: { xs: 104, md: 150 },
        skeletonWidth: 80,
        cell: (record) => (
          <RowActions name={record.name} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)}>
            {record.status === 'EM_ANDAMENTO' && (
              <RowAction
                label={t('campaigns.actions.cancel')}
                name={record.name}
                icon={<PauseCircleOutlined fontSize="small" />}
                onClick={() => onCancel(record)}
              />
            )}
            {record.status === 'CANCELADA' && (
              <RowAction
                label={t('campaigns.actions.restart')}
                name={record.name}
                icon={<PlayCircleOutlined fontSize="small" />}
                onClick={() => onRestart(record)}
              />
            )}
            <RowAction
              label={t('campaigns.actions.report')}
              name={record.name}
              icon={<AssessmentOutlined fontSize="small" />}
              onClick={() => onReport(record)}
            />
          </RowActions>
        ),
      }}
    />
  );
}
