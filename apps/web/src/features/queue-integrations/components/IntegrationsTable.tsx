import { useTranslation } from 'react-i18next';
import type { QueueIntegrationDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { RowActions, StatusRows } from '../../../components/list-page/TableRows';
import { IntegrationLogo, integrationTypeLabel } from './IntegrationLogo';

interface IntegrationsTableProps {
  records: QueueIntegrationDTO[];
  loading: boolean;
  onEdit: (record: QueueIntegrationDTO) => void;
  onDelete: (record: QueueIntegrationDTO) => void;
}

const ellipsis = { maxWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The integrations (spec §2: type logo, id, name, actions). */
export function IntegrationsTable({ records, loading, onEdit, onDelete }: IntegrationsTableProps) {
  const { t } = useTranslation();
  return (
    <Table stickyHeader size="small" aria-label={t('integrations.title')} sx={{ tableLayout: 'fixed', '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 56 }}>
            <Box component="span" sx={visuallyHidden}>
              {t('integrations.columns.type')}
            </Box>
          </TableCell>
          <TableCell align="center" sx={{ width: 64 }}>
            {t('integrations.columns.id')}
          </TableCell>
          <TableCell>{t('integrations.columns.name')}</TableCell>
          <TableCell align="right" sx={{ width: { xs: 80, sm: 96 } }}>
            {t('integrations.columns.actions')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} hover>
            <TableCell>
              <IntegrationLogo type={record.type} />
            </TableCell>
            <TableCell align="center">{record.id}</TableCell>
            <TableCell sx={ellipsis}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={record.name}>
                {record.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {record.type === 'dialogflow'
                  ? `${integrationTypeLabel(record.type)} · ${record.projectName}`
                  : `${integrationTypeLabel(record.type)} · ${record.urlN8N}`}
              </Typography>
            </TableCell>
            <RowActions name={record.name} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />
          </TableRow>
        ))}
        <StatusRows loading={loading} empty={records.length === 0} colSpan={4} emptyText={t('integrations.empty')}>
          <TableCell>
            <Skeleton variant="rounded" width={32} height={32} />
          </TableCell>
          <TableCell align="center">
            <Skeleton width={24} sx={{ mx: 'auto' }} />
          </TableCell>
          <TableCell>
            <Skeleton width="60%" />
          </TableCell>
          <TableCell align="right">
            <Skeleton width={56} sx={{ ml: 'auto' }} />
          </TableCell>
        </StatusRows>
      </TableBody>
    </Table>
  );
}
