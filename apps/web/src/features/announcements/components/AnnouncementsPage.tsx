import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnouncementDTO } from '@zapdesk/shared';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { ListPage } from '../../../components/list-page/ListPage';
import { useDeleteRow } from '../../../components/list-page/useDeleteRow';
import { usePagedList } from '../../../components/list-page/usePagedList';
import { ResponsiveButton } from '../../../components/ResponsiveButton';
import { deleteAnnouncement } from '../../../resources/announcements/api';
import { announcementQueries } from '../../../resources/announcements/keys';
import { applyAnnouncementChange } from '../../../resources/announcements/live';
import { useApply } from '../../../resources/useApply';
import { AnnouncementDialog } from './AnnouncementDialog';
import { AnnouncementsTable } from './AnnouncementsTable';

/** /announcements (spec §2, super users only, guarded by the route): the platform's notices, searchable, with add, edit and delete. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const list = usePagedList(announcementQueries.list);
  const applyChange = useApply(applyAnnouncementChange);
  const deletion = useDeleteRow<AnnouncementDTO>({
    remove: deleteAnnouncement,
    onDeleted: (id) => applyChange({ type: 'remove', id }),
    deletedMessage: t('announcements.deleted'),
  });
  const [dialog, setDialog] = useState<{ open: boolean; record: AnnouncementDTO | null }>({ open: false, record: null });

  return (
    <ListPage
      title={t('menu.announcements')}
      list={list}
      searchLabel={t('announcements.search')}
      loadError={t('announcements.loadError')}
      testId="announcements"
      actions={<ResponsiveButton label={t('announcements.add')} icon={<AddOutlined />} onClick={() => setDialog({ open: true, record: null })} />}
      confirmDelete={{ deletion, title: t('announcements.deleteTitle'), message: t('announcements.deleteMessage') }}
      dialogs={
        <AnnouncementDialog
          open={dialog.open}
          record={dialog.record}
          onClose={() => setDialog((current) => ({ ...current, open: false }))}
          onSaved={(record, isNew) => applyChange({ type: 'upsert', row: record, isNew })}
        />
      }
    >
      <AnnouncementsTable
        records={list.rows}
        loading={list.isLoading || list.isLoadingMore}
        onEdit={(record) => setDialog({ open: true, record })}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
