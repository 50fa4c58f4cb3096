import { useTranslation } from 'react-i18next';
import type { CampaignDTO } from '@zapdesk/shared';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { RowAction, RowActions, StatusRows } from '../../../components/list-page/TableRows';
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
/** Phones keep name, status and the actions; the rest goes under the name. */
const wideOnly = { display: { xs: 'none', md: 'table-cell' } } as const;
const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * Spec §2 Campaigns list: name, status, contact list or 'Não definida', whatsapp or 'Não definido', scheduledAt or
 * 'Sem agendamento', completedAt or 'Não concluída', confirmation Habilitada/Desabilitada, actions (stop if running,
 * restart if cancelled, report, edit, delete).
 */
export function CampaignsTable({ records, loading, onCancel, onRestart, onReport, onEdit, onDelete }: CampaignsTableProps) {
  const { t } = useTranslation();
  const details = (record: CampaignDTO) => [
    record.contactList?.name ?? t('campaigns.noContactList'),
    record.whatsapp?.name ?? t('campaigns.noWhatsapp'),
    record.scheduledAt ? formatDateTime(record.scheduledAt) : t('campaigns.noSchedule'),
    record.completedAt ? formatDateTime(record.completedAt) : t('campaigns.notCompleted'),
    record.confirmation ? t('campaigns.confirmation.on') : t('campaigns.confirmation.off'),
  ];
  return (
    <Table stickyHeader size="small" aria-label={t('menu.campaigns')} sx={{ tableLayout: 'fixed', '& .MuiTableCell-root': { px: { xs: 1, sm: 1.5 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('campaigns.columns.name')}</TableCell>
          <TableCell align="center" sx={{ width: { xs: 104, md: 130 } }}>
            {t('campaigns.columns.status')}
          </TableCell>
          <TableCell sx={wideOnly}>{t('campaigns.columns.contactList')}</TableCell>
          <TableCell sx={wideOnly}>{t('campaigns.columns.whatsapp')}</TableCell>
          <TableCell sx={{ ...wideOnly, width: 140 }}>{t('campaigns.columns.scheduledAt')}</TableCell>
          <TableCell sx={{ ...wideOnly, width: 140 }}>{t('campaigns.columns.completedAt')}</TableCell>
          <TableCell sx={{ ...wideOnly, width: 120 }}>{t('campaigns.columns.confirmation')}</TableCell>
          <TableCell align="right" sx={{ width: { xs: 104, md: 150 } }}>
            {t('campaigns.columns.actions')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => {
          const [contactList, whatsapp, scheduledAt, completedAt, confirmation] = details(record);
          return (
            <TableRow key={record.id} hover>
              <TableCell sx={ellipsis}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={record.name}>
                  {record.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ display: { md: 'none' } }}>
                  {`${contactList} · ${scheduledAt}`}
                </Typography>
              </TableCell>
              <TableCell align="center">
                <Chip size="small" color={STATUS_COLORS[record.status]} label={t(STATUS_LABEL_KEYS[record.status])} />
              </TableCell>
              <TableCell sx={{ ...wideOnly, ...ellipsis }}>{contactList}</TableCell>
              <TableCell sx={{ ...wideOnly, ...ellipsis }}>{whatsapp}</TableCell>
              <TableCell sx={wideOnly}>{scheduledAt}</TableCell>
              <TableCell sx={wideOnly}>{completedAt}</TableCell>
              <TableCell sx={wideOnly}>{confirmation}</TableCell>
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
            </TableRow>
          );
        })}
        <StatusRows loading={loading} empty={records.length === 0} colSpan={8} emptyText={t('campaigns.empty')}>
          <TableCell>
            <Skeleton width="60%" />
          </TableCell>
          <TableCell>
            <Skeleton width={72} sx={{ mx: 'auto' }} />
          </TableCell>
          {[0, 1, 2, 3, 4].map((index) => (
            <TableCell key={index} sx={wideOnly}>
              <Skeleton width="70%" />
            </TableCell>
          ))}
          <TableCell>
            <Skeleton width={80} sx={{ ml: 'auto' }} />
          </TableCell>
        </StatusRows>
      </TableBody>
    </Table>
  );
}
