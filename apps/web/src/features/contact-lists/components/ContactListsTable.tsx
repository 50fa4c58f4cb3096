import { useTranslation } from 'react-i18next';
import type { ContactListDTO } from '@zapdesk/shared';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { RowAction, RowActions, StatusRows } from '../../../components/list-page/TableRows';

interface ContactListsTableProps {
  records: ContactListDTO[];
  loading: boolean;
  onDownloadExample: () => void;
  onOpen: (record: ContactListDTO) => void;
  onEdit: (record: ContactListDTO) => void;
  onDelete: (record: ContactListDTO) => void;
}

/** Spec §2 Contact lists: name, contacts count, actions (example spreadsheet, open contacts, edit, delete). */
export function ContactListsTable({ records, loading, onDownloadExample, onOpen, onEdit, onDelete }: ContactListsTableProps) {
  const { t } = useTranslation();
  return (
    <Table stickyHeader size="small" aria-label={t('menu.contactLists')} sx={{ tableLayout: 'fixed', '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('contactLists.columns.name')}</TableCell>
          <TableCell align="center" sx={{ width: { xs: 80, sm: 140 } }}>
            {t('contactLists.columns.contacts')}
          </TableCell>
          <TableCell align="right" sx={{ width: { xs: 150, sm: 170 } }}>
            {t('contactLists.columns.actions')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} hover>
            <TableCell sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={record.name}>
              {record.name}
            </TableCell>
            <TableCell align="center">{record.contactsCount}</TableCell>
            <RowActions name={record.name} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)}>
              <RowAction
                label={t('contactLists.downloadExample')}
                name={record.name}
                icon={<DownloadOutlined fontSize="small" />}
                onClick={onDownloadExample}
              />
              <RowAction label={t('contactLists.openContacts')} name={record.name} icon={<PeopleOutlined fontSize="small" />} onClick={() => onOpen(record)} />
            </RowActions>
          </TableRow>
        ))}
        <StatusRows loading={loading} empty={records.length === 0} colSpan={3} emptyText={t('contactLists.empty')}>
          <TableCell>
            <Skeleton width="60%" />
          </TableCell>
          <TableCell>
            <Skeleton width={32} sx={{ mx: 'auto' }} />
          </TableCell>
          <TableCell>
            <Skeleton width={120} sx={{ ml: 'auto' }} />
          </TableCell>
        </StatusRows>
      </TableBody>
    </Table>
  );
}
