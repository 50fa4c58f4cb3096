import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileListDTO } from '@zapdesk/shared';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { ListPage } from '../../../components/list-page/ListPage';
import { useDeleteRow } from '../../../components/list-page/useDeleteRow';
import { usePagedList } from '../../../components/list-page/usePagedList';
import { ResponsiveButton } from '../../../components/ResponsiveButton';
import { deleteFileList } from '../../../resources/files/api';
import { fileListQueries } from '../../../resources/files/keys';
import { applyFileListChange } from '../../../resources/files/live';
import { useApply } from '../../../resources/useApply';
import { FileListDialog } from './FileListDialog';
import { FileListsTable } from './FileListsTable';

/** /files (spec §2): the file lists (each several files) usable as a campaign attachment, with add, edit and delete. */
export function FileListsPage() {
  const { t } = useTranslation();
  const list = usePagedList(fileListQueries.list);
  const applyChange = useApply(applyFileListChange);
  const deletion = useDeleteRow<FileListDTO>({
    remove: deleteFileList,
    onDeleted: (id) => applyChange({ type: 'remove', id }),
    deletedMessage: t('files.deleted'),
  });
  const [dialog, setDialog] = useState<{ open: boolean; record: FileListDTO | null }>({ open: false, record: null });

  return (
    <ListPage
      title={t('menu.files')}
      list={list}
      searchLabel={t('files.search')}
      loadError={t('files.loadError')}
      testId="files"
      actions={<ResponsiveButton label={t('files.add')} icon={<AddOutlined />} onClick={() => setDialog({ open: true, record: null })} />}
      confirmDelete={{ deletion, title: t('files.deleteTitle'), message: t('files.deleteMessage') }}
      dialogs={
        <FileListDialog
          open={dialog.open}
          record={dialog.record}
          onClose={() => setDialog((current) => ({ ...current, open: false }))}
          onSaved={(row, isNew) => applyChange({ type: 'upsert', row, isNew })}
        />
      }
    >
      <FileListsTable
        records={list.rows}
        loading={list.isLoading || list.isLoadingMore}
        onEdit={(record) => setDialog({ open: true, record })}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
