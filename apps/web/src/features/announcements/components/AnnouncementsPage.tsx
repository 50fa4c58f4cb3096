import { useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { AnnouncementDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { ConfirmationModal } from '../../../components/ConfirmationModal';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';
import { ResponsiveButton } from '../../../components/ResponsiveButton';
import { SearchField } from '../../../components/SearchField';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useLoadUntilScrollable } from '../../../hooks/useLoadUntilScrollable';
import { toastError } from '../../../lib/toast-error';
import { deleteAnnouncement } from '../api/announcements-api';
import { useAnnouncementList, useApplyAnnouncementChange } from '../hooks/useAnnouncementList';
import { AnnouncementDialog } from './AnnouncementDialog';
import { AnnouncementsTable } from './AnnouncementsTable';

/** Spec §9: search waits 500 ms; the next page loads within 100 px of the bottom. */
export const SEARCH_DEBOUNCE_MS = 500;
const LOAD_MORE_THRESHOLD_PX = 100;

/** /announcements (spec §2, super users only, guarded by the route): the platform's notices, searchable, with add, edit and delete. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // Spec §5: search text is lowercased.
  const searchParam = useDebouncedValue(search.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const { records, hasMore, loadMore, isLoading, isLoadingMore, isError } = useAnnouncementList(searchParam);
  const applyChange = useApplyAnnouncementChange();
  const [dialog, setDialog] = useState<{ open: boolean; record: AnnouncementDTO | null }>({ open: false, record: null });
  const [toDelete, setToDelete] = useState<AnnouncementDTO | null>(null);
  const [deleting, setDeleting] = useState(false);

  const scroller = useRef<HTMLDivElement>(null);
  useLoadUntilScrollable(scroller, { hasMore, isLoadingMore, loadMore, rowCount: records.length });

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
    if (hasMore && !isLoadingMore && scrollHeight - (scrollTop + LOAD_MORE_THRESHOLD_PX) < clientHeight) void loadMore();
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteAnnouncement(toDelete.id);
      applyChange({ type: 'remove', id: toDelete.id });
      toast.success(t('announcements.deleted'));
      setToDelete(null);
    } catch (error) {
      toastError(error);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <MainContainer>
      <MainHeader
        title={t('menu.announcements')}
        actions={
          <>
            <SearchField label={t('announcements.search')} value={search} onChange={setSearch} />
            <ResponsiveButton label={t('announcements.add')} icon={<AddOutlined />} onClick={() => setDialog({ open: true, record: null })} />
          </>
        }
      />
      {isError && <Alert severity="error">{t('announcements.loadError')}</Alert>}
      <Paper
        variant="outlined"
        ref={scroller}
        onScroll={onScroll}
        data-testid="announcements-scroll"
        sx={{ overflowY: 'auto', maxHeight: { xs: 'calc(100dvh - 210px)', sm: 'calc(100vh - 180px)' } }}
      >
        <AnnouncementsTable
          records={records}
          loading={isLoading || isLoadingMore}
          onEdit={(record) => setDialog({ open: true, record })}
          onDelete={setToDelete}
        />
      </Paper>
      <AnnouncementDialog
        open={dialog.open}
        record={dialog.record}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        onSaved={(record, isNew) => applyChange({ type: 'upsert', record, isNew })}
      />
      <ConfirmationModal open={toDelete !== null} title={t('announcements.deleteTitle')} loading={deleting} onClose={() => setToDelete(null)} onConfirm={confirmDelete}>
        {t('announcements.deleteMessage')}
      </ConfirmationModal>
    </MainContainer>
  );
}
