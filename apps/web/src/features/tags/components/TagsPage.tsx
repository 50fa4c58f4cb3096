import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TagDTO } from '@zapdesk/shared';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { ListPage } from '../../../components/list-page/ListPage';
import { useDeleteRow } from '../../../components/list-page/useDeleteRow';
import { usePagedList } from '../../../components/list-page/usePagedList';
import { ResponsiveButton } from '../../../components/ResponsiveButton';
import { toastError } from '../../../lib/toast-error';
import { useAuth } from '../../../session/useAuth';
import { deleteTag, updateTag } from '../../../resources/tags/api';
import { tagQueries } from '../../../resources/tags/keys';
import { applyTagChange } from '../../../resources/tags/live';
import { useApply } from '../../../resources/useApply';
import { canDeleteTag, canToggleKanban } from '../permissions';
import { TagModal } from './TagModal';
import { TagsTable } from './TagsTable';

/** /tags: the company's tags with their tickets counts; search, add, edit, kanban switch and delete. */
export function TagsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const list = usePagedList(tagQueries.list);
  const applyChange = useApply(applyTagChange);
  const deletion = useDeleteRow<TagDTO>({ remove: deleteTag, onDeleted: (id) => applyChange({ type: 'remove', id }), deletedMessage: t('tags.deleted') });
  const [modal, setModal] = useState<{ open: boolean; tag: TagDTO | null }>({ open: false, tag: null });
  const [savingKanban, setSavingKanban] = useState<ReadonlySet<number>>(new Set());

  const toggleKanban = async (tag: TagDTO, kanban: boolean) => {
    setSavingKanban((current) => new Set(current).add(tag.id));
    try {
      applyChange({ type: 'upsert', row: await updateTag(tag.id, { kanban: kanban ? 1 : 0 }), isNew: false });
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

  return (
    <ListPage
      title={t('tags.title')}
      list={list}
      searchLabel={t('tags.search')}
      loadError={t('tags.loadError')}
      testId="tags"
      actions={<ResponsiveButton label={t('tags.add')} icon={<AddOutlined />} onClick={() => setModal({ open: true, tag: null })} />}
      confirmDelete={{ deletion, title: t('tags.deleteTitle'), message: t('tags.deleteMessage') }}
      dialogs={
        <TagModal
          open={modal.open}
          tag={modal.tag}
          onClose={() => setModal((current) => ({ ...current, open: false }))}
          onSaved={(tag) => applyChange({ type: 'upsert', row: tag, isNew: true })}
        />
      }
    >
      <TagsTable
        tags={list.rows}
        loading={list.isLoading || list.isLoadingMore}
        canToggleKanban={canToggleKanban(user)}
        canDelete={canDeleteTag(user)}
        savingKanban={savingKanban}
        onToggleKanban={(tag, kanban) => void toggleKanban(tag, kanban)}
        onEdit={(tag) => setModal({ open: true, tag })}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
