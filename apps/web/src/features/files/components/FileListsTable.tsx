import { useTranslation } from 'react-i18next';
import type { FileListDTO } from '@zapdesk/shared';
import { CellText, ListTable } from '../../../components/list-page/ListTable';
import { RowActions } from '../../../components/list-page/TableRows';

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
    <ListTable
      label={t('menu.files')}
      records={records}
      loading={loading}
      emptyText={t('files.empty')}
      fixedLayout
      columns={[
        { header: t('files.columns.name'), ellipsis: true, cell: (record) => <CellText title={record.name} subtitle={record.message} /> },
        { header: t('files.columns.files'), align: 'center', width: { xs: 64, sm: 110 }, skeleton: 24, cell: (record) => record.options.length },
      ]}
      actions={{
        header: t('files.columns.actions'),
        width: { xs: 80, sm: 96 },
        cell: (record) => <RowActions name={record.name} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />,
      }}
    />
  );
}
