import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickMessageDTO } from '@zapdesk/shared';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { ListPage } from '../../../components/list-page/ListPage';
import { useDeleteRow } from '../../../components/list-page/useDeleteRow';
import { usePagedList } from '../../../components/list-page/usePagedList';
import { ResponsiveButton } from '../../../components/ResponsiveButton';
import { useAuth } from '../../../session/useAuth';
import { deleteQuickMessage } from '../../../resources/quick-messages/api';
import { quickMessageQueries } from '../../../resources/quick-messages/keys';
import { applyQuickMessageChange } from '../../../resources/quick-messages/live';
import { canEditQuickMessage } from '../../../resources/quick-messages/permissions';
import { useApply } from '../../../resources/useApply';
import { QuickMessageDialog } from './QuickMessageDialog';
import { QuickMessagesTable } from './QuickMessagesTable';

/** /quick-messages (spec §2): the replies I may use, searchable, with add, edit and delete where allowed. */
export function QuickMessagesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const list = usePagedList(quickMessageQueries.list);
  const applyChange = useApply(applyQuickMessageChange);
  const deletion = useDeleteRow<QuickMessageDTO>({
    remove: deleteQuickMessage,
    onDeleted: (id) => applyChange({ type: 'remove', id }),
    deletedMessage: t('quickMessages.deleted'),
  });
  const [dialog, setDialog] = useState<{ open: boolean; record: QuickMessageDTO | null }>({ open: false, record: null });

  return (
    <ListPage
      title={t('quickMessages.title')}
      list={list}
      searchLabel={t('quickMessages.search')}
      loadError={t('quickMessages.loadError')}
      testId="quick-messages"
      actions={<ResponsiveButton label={t('quickMessages.add')} icon={<AddOutlined />} onClick={() => setDialog({ open: true, record: null })} />}
      confirmDelete={{ deletion, title: t('quickMessages.deleteTitle'), message: t('quickMessages.deleteMessage') }}
      dialogs={
        <QuickMessageDialog
          open={dialog.open}
          record={dialog.record}
          onClose={() => setDialog((current) => ({ ...current, open: false }))}
          onSaved={(record, isNew) => applyChange({ type: 'upsert', row: record, isNew })}
        />
      }
    >
      <QuickMessagesTable
        records={list.rows}
        loading={list.isLoading || list.isLoadingMore}
        canEdit={(record) => canEditQuickMessage(user, record)}
        onEdit={(record) => setDialog({ open: true, record })}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
