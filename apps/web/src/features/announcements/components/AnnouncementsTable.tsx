import { useTranslation } from 'react-i18next';
import type { AnnouncementDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { PriorityChip } from './PriorityChip';
import { RowActions, StatusRows } from '../../../components/list-page/TableRows';

interface AnnouncementsTableProps {
  records: AnnouncementDTO[];
  loading: boolean;
  onEdit: (record: AnnouncementDTO) => void;
  onDelete: (record: AnnouncementDTO) => void;
}

/** Phones drop the status and file columns; both move under the title. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const ellipsis = { maxWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The announcements (spec §2): title, priority chip, status, the picture's name and the actions. */
export function AnnouncementsTable({ records, loading, onEdit, onDelete }: AnnouncementsTableProps) {
  const { t } = useTranslation();
  const statusLabel = (record: AnnouncementDTO) => (record.status ? t('announcements.statuses.active') : t('announcements.statuses.inactive'));
  return (
    <Table stickyHeader size="small" aria-label={t('menu.announcements')} sx={{ tableLayout: 'fixed', '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('announcements.columns.title')}</TableCell>
          <TableCell align="center" sx={{ width: { xs: 76, sm: 110 } }}>
            {t('announcements.columns.priority')}
          </TableCell>
          <TableCell align="center" sx={{ ...wideOnly, width: 100 }}>
            {t('announcements.columns.status')}
          </TableCell>
          <TableCell sx={{ ...wideOnly, width: '24%' }}>{t('announcements.columns.media')}</TableCell>
          <TableCell align="right" sx={{ width: { xs: 80, sm: 96 } }}>
            {t('announcements.columns.actions')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} hover>
            <TableCell sx={ellipsis}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={record.title}>
                {record.title}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {record.text}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ display: { sm: 'none' } }}>
                {`${statusLabel(record)} · ${record.mediaName ?? t('announcements.noAttachment')}`}
              </Typography>
            </TableCell>
            <TableCell align="center">
              <PriorityChip priority={record.priority} />
            </TableCell>
            <TableCell align="center" sx={{ ...wideOnly, color: record.status ? 'success.main' : 'text.secondary' }}>
              {statusLabel(record)}
            </TableCell>
            <TableCell sx={{ ...wideOnly, ...ellipsis }}>
              {record.mediaName ? (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                  <ImageOutlined fontSize="small" color="action" sx={{ flexShrink: 0 }} />
                  <Typography variant="body2" noWrap title={record.mediaName}>
                    {record.mediaName}
                  </Typography>
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {t('announcements.noAttachment')}
                </Typography>
              )}
            </TableCell>
            <RowActions name={record.title} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />
          </TableRow>
        ))}
        <StatusRows loading={loading} empty={records.length === 0} colSpan={5} emptyText={t('announcements.empty')}>
          <TableCell>
            <Skeleton width="60%" />
            <Skeleton width="85%" />
          </TableCell>
          <TableCell align="center">
            <Skeleton width={48} sx={{ mx: 'auto' }} />
          </TableCell>
          <TableCell sx={wideOnly}>
            <Skeleton width={48} sx={{ mx: 'auto' }} />
          </TableCell>
          <TableCell sx={wideOnly}>
            <Skeleton width="70%" />
          </TableCell>
          <TableCell align="right">
            <Skeleton width={56} sx={{ ml: 'auto' }} />
          </TableCell>
        </StatusRows>
      </TableBody>
    </Table>
  );
}
