import { useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { TagDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { ConfirmationModal } from '../../../components/ConfirmationModal';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';
import { ResponsiveButton } from '../../../components/ResponsiveButton';
import { SearchField } from '../../../components/SearchField';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { toastError } from '../../../lib/toast-error';
import { useAuth } from '../../../session/useAuth';
import { deleteTag, updateTag } from '../api/tags-api';
import { useApplyTagChange, useTagList } from '../hooks/useTagList';
import { canDeleteTag, canToggleKanban } from '../permissions';
import { TagModal } from './TagModal';
import { TagsTable } from './TagsTable';

/** Spec §9: search waits 500 ms; the next page loads within 100 px of the bottom. */
export const SEARCH_DEBOUNCE_MS = 500;
const LOAD_MORE_THRESHOLD_PX = 100;

/** /tags: the company's tags with their tickets counts; search, add, edit, kanban switch and delete. */
export function TagsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const { tags, hasMore, loadMore, isLoading, isLoadingMore, isError } = useTagList(searchParam);
  const applyChange = useApplyTagChange();
  const [modal, setModal] = useState<{ open: boolean; tag: TagDTO | null }>({ open: false, tag: null });
  const [toDelete, setToDelete] = useState<TagDTO | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [savingKanban, setSavingKanban] = useState<ReadonlySet<number>>(new Set());

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
    if (hasMore && !isLoadingMore && scrollHeight - (scrollTop + LOAD_MORE_THRESHOLD_PX) < clientHeight) void loadMore();
  };

  const toggleKanban = async (tag: TagDTO, kanban: boolean) => {
    setSavingKanban((current) => new Set(current).add(tag.id));
    try {
      applyChange({ type: 'upsert', tag: await updateTag(tag.id, { kanban: kanban ? 1 : 0 }) });
    } catch (error) {
      toastError(error);
    } finally {
      setSavingKanban((current) => {
        const next = new Set(current);
        next.delete(tag.id);
        return next;
      });
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteTag(toDelete.id);
      applyChange({ type: 'remove', tagId: toDelete.id });
      toast.success(t('tags.deleted'));
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
        title={t('tags.title')}
        actions={
          <>
            <SearchField label={t('tags.search')} value={search} onChange={setSearch} />
            <ResponsiveButton label={t('tags.add')} icon={<AddOutlined />} onClick={() => setModal({ open: true, tag: null })} />
          </>
        }
      />
      {isError && <Alert severity="error">{t('tags.loadError')}</Alert>}
      <Paper
        variant="outlined"
        onScroll={onScroll}
        data-testid="tags-scroll"
        sx={{ overflowY: 'auto', maxHeight: { xs: 'calc(100dvh - 210px)', sm: 'calc(100vh - 180px)' } }}
      >
        <TagsTable
          tags={tags}
          loading={isLoading || isLoadingMore}
          canToggleKanban={canToggleKanban(user)}
          canDelete={canDeleteTag(user)}
          savingKanban={savingKanban}
          onToggleKanban={(tag, kanban) => void toggleKanban(tag, kanban)}
          onEdit={(tag) => setModal({ open: true, tag })}
          onDelete={setToDelete}
        />
      </Paper>
      <TagModal
        open={modal.open}
        tag={modal.tag}
        onClose={() => setModal((current) => ({ ...current, open: false }))}
        onSaved={(tag) => applyChange({ type: 'upsert', tag })}
      />
      <ConfirmationModal
        open={toDelete !== null}
        title={t('tags.deleteTitle')}
        loading={deleting}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
      >
        {t('tags.deleteMessage')}
      </ConfirmationModal>
    </MainContainer>
  );
}
