import { useTranslation } from 'react-i18next';
import type { FileListDTO } from '@zapdesk/shared';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RowActions, StatusRows } from '../../../components/list-page/TableRows';

interface FileListsTableProps {
  records: FileListDTO[];
  loading: boolean;
  onEdit: (record: FileListDTO) => void;
  onDelete: (record: FileListDTO) => void;
}

/** The file lists: name (with its message), how many files, actions. */
export function FileListsTable({ records, loading, onEdit, onDelete }: FileListsTableProps) {
  const { t } = useTranslation();
  return (
    <Table stickyHeader size="small" aria-label={t('menu.files')} sx={{ tableLayout: 'fixed', '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('files.columns.name')}</TableCell>
          <TableCell align="center" sx={{ width: { xs: 64, sm: 110 } }}>
            {t('files.columns.files')}
          </TableCell>
          <TableCell align="right" sx={{ width: { xs: 80, sm: 96 } }}>
            {t('files.columns.actions')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} hover>
            <TableCell sx={{ overflow: 'hidden' }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={record.name}>
                {record.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {record.message}
              </Typography>
            </TableCell>
            <TableCell align="center">{record.options.length}</TableCell>
            <RowActions name={record.name} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />
          </TableRow>
        ))}
        <StatusRows loading={loading} empty={records.length === 0} colSpan={3} emptyText={t('files.empty')}>
          <TableCell>
            <Skeleton width="60%" />
          </TableCell>
          <TableCell>
            <Skeleton width={24} sx={{ mx: 'auto' }} />
          </TableCell>
          <TableCell>
            <Skeleton width={56} sx={{ ml: 'auto' }} />
          </TableCell>
        </StatusRows>
      </TableBody>
    </Table>
  );
}
