import { useTranslation } from 'react-i18next';
import type { ContactListDTO } from '@zapdesk/shared';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { ListTable } from '../../../components/list-page/ListTable';
import { RowAction, RowActions } from '../../../components/list-page/TableRows';

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
    <ListTable
      label={t('menu.contactLists')}
      records={records}
      loading={loading}
      emptyText={t('contactLists.empty')}
      fixedLayout
      columns={[
        { header: t('contactLists.columns.name'), ellipsis: true, title: (record) => record.name, cell: (record) => record.name },
        { header: t('contactLists.columns.contacts'), align: 'center', width: { xs: 80, sm: 140 }, skeleton: 32, cell: (record) => record.contactsCount },
      ]}
      actions={{
        header: t('contactLists.columns.actions'),
        width: { xs: 150, sm: 170 },
        skeletonWidth: 120,
        cell: (record) => (
          <RowActions name={record.name} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)}>
            <RowAction label={t('contactLists.downloadExample')} name={record.name} icon={<DownloadOutlined fontSize="small" />} onClick={onDownloadExample} />
            <RowAction label={t('contactLists.openContacts')} name={record.name} icon={<PeopleOutlined fontSize="small" />} onClick={() => onOpen(record)} />
          </RowActions>
        ),
      }}
    />
  );
}
