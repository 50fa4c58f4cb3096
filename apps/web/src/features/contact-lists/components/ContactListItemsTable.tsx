import { useTranslation } from 'react-i18next';
import type { ContactListItemDTO } from '@zapdesk/shared';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import { ListTable } from '../../../components/list-page/ListTable';
import { RowActions } from '../../../components/list-page/TableRows';

interface ContactListItemsTableProps {
  records: ContactListItemDTO[];
  loading: boolean;
  onEdit: (record: ContactListItemDTO) => void;
  onDelete: (record: ContactListItemDTO) => void;
}

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
    <ListTable
      label={t('contactListItems.title')}
      records={records}
      loading={loading}
      emptyText={t('contactListItems.empty')}
      fixedLayout
      columns={[
        {
          header: t('contactListItems.columns.valid'),
          hiddenHeader: true,
          headerMark: '✓',
          width: 48,
          skeleton: <Skeleton variant="circular" width={20} height={20} />,
          cell: (record) => <ValidityIcon valid={record.isWhatsappValid} />,
        },
        { header: t('contactListItems.columns.name'), ellipsis: true, title: (record) => record.name, cell: (record) => record.name },
        { header: t('contactListItems.columns.number'), ellipsis: true, width: { xs: 120, sm: '24%' }, skeleton: '80%', cell: (record) => record.number },
        {
          header: t('contactListItems.columns.email'),
          shownFrom: 'sm',
          ellipsis: true,
          width: '28%',
          title: (record) => record.email,
          skeleton: '70%',
          cell: (record) => record.email,
        },
      ]}
      actions={{
        header: t('contactListItems.columns.actions'),
        width: { xs: 80, sm: 96 },
        cell: (record) => <RowActions name={record.name} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />,
      }}
    />
  );
}
