import { useTranslation } from 'react-i18next';
import type { ContactListItemDTO } from '@zapdesk/shared';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import { RowActions, StatusRows } from '../../../components/list-page/TableRows';

interface ContactListItemsTableProps {
  records: ContactListItemDTO[];
  loading: boolean;
  onEdit: (record: ContactListItemDTO) => void;
  onDelete: (record: ContactListItemDTO) => void;
}

const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** Whether WhatsApp knows the number: checked in the background, so a number may not be checked yet. */
function ValidityIcon({ valid }: { valid: boolean | null }) {
  const { t } = useTranslation();
  const label =
    valid === null ? t('contactListItems.validity.unchecked') : valid ? t('contactListItems.validity.valid') : t('contactListItems.validity.invalid');
  const icon =
    valid === null ? (
      <HelpOutlineOutlined fontSize="small" color="disabled" />
    ) : valid ? (
      <CheckCircleOutlined fontSize="small" color="success" />
    ) : (
      <HighlightOffOutlined fontSize="small" color="error" />
    );
  return (
    <Tooltip title={label}>
      <span role="img" aria-label={label} style={{ display: 'inline-flex', verticalAlign: 'middle' }}>
        {icon}
      </span>
    </Tooltip>
  );
}

/** Spec §2 Contact-list items: validity icon, name, number, e-mail, actions. */
export function ContactListItemsTable({ records, loading, onEdit, onDelete }: ContactListItemsTableProps) {
  const { t } = useTranslation();
  return (
    <Table stickyHeader size="small" aria-label={t('contactListItems.title')} sx={{ tableLayout: 'fixed', '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 48 }}>
            <span aria-label={t('contactListItems.columns.valid')}>✓</span>
          </TableCell>
          <TableCell>{t('contactListItems.columns.name')}</TableCell>
          <TableCell sx={{ width: { xs: 120, sm: '24%' } }}>{t('contactListItems.columns.number')}</TableCell>
          <TableCell sx={{ ...wideOnly, width: '28%' }}>{t('contactListItems.columns.email')}</TableCell>
          <TableCell align="right" sx={{ width: { xs: 80, sm: 96 } }}>
            {t('contactListItems.columns.actions')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} hover>
            <TableCell>
              <ValidityIcon valid={record.isWhatsappValid} />
            </TableCell>
            <TableCell sx={ellipsis} title={record.name}>
              {record.name}
            </TableCell>
            <TableCell sx={ellipsis}>{record.number}</TableCell>
            <TableCell sx={{ ...wideOnly, ...ellipsis }} title={record.email}>
              {record.email}
            </TableCell>
            <RowActions name={record.name} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />
          </TableRow>
        ))}
        <StatusRows loading={loading} empty={records.length === 0} colSpan={5} emptyText={t('contactListItems.empty')}>
          <TableCell>
            <Skeleton variant="circular" width={20} height={20} />
          </TableCell>
          <TableCell>
            <Skeleton width="60%" />
          </TableCell>
          <TableCell>
            <Skeleton width="80%" />
          </TableCell>
          <TableCell sx={wideOnly}>
            <Skeleton width="70%" />
          </TableCell>
          <TableCell>
            <Skeleton width={56} sx={{ ml: 'auto' }} />
          </TableCell>
        </StatusRows>
      </TableBody>
    </Table>
  );
}
