import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromptDTO } from '@zapdesk/shared';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { AdminOnly } from '../../../components/list-page/AdminOnly';
import { ListPage } from '../../../components/list-page/ListPage';
import { useDeleteRow } from '../../../components/list-page/useDeleteRow';
import { usePagedList } from '../../../components/list-page/usePagedList';
import { ResponsiveButton } from '../../../components/ResponsiveButton';
import { deletePrompt } from '../../../resources/prompts/api';
import { promptQueries } from '../../../resources/prompts/keys';
import { applyPromptChange } from '../../../resources/prompts/live';
import { useApply } from '../../../resources/useApply';
import { PromptDialog } from './PromptDialog';
import { PromptsTable } from './PromptsTable';

/** /prompts (spec §2, plan useOpenAi, admins): the company's AI prompts, searchable, with add, edit and delete. */
export function PromptsPage() {
  const { t } = useTranslation();
  return (
    <AdminOnly title={t('menu.prompts')} message={t('prompts.adminOnly')}>
      <PromptsList />
    </AdminOnly>
  );
}

function PromptsList() {
  const { t } = useTranslation();
  const list = usePagedList(promptQueries.list);
  const applyChange = useApply(applyPromptChange);
  const deletion = useDeleteRow<PromptDTO>({
    remove: deletePrompt,
    onDeleted: (id) => applyChange({ type: 'remove', id }),
    deletedMessage: t('prompts.deleted'),
  });
  const [dialog, setDialog] = useState<{ open: boolean; record: PromptDTO | null }>({ open: false, record: null });
  return (
    <ListPage
      title={t('prompts.title')}
      list={list}
      searchLabel={t('prompts.search')}
      loadError={t('prompts.loadError')}
      testId="prompts"
      actions={<ResponsiveButton label={t('prompts.add')} icon={<AddOutlined />} onClick={() => setDialog({ open: true, record: null })} />}
      confirmDelete={{ deletion, title: t('prompts.deleteTitle'), message: t('prompts.deleteMessage') }}
      dialogs={
        <PromptDialog
          open={dialog.open}
          record={dialog.record}
          onClose={() => setDialog((current) => ({ ...current, open: false }))}
          onSaved={(row, isNew) => applyChange({ type: 'upsert', row, isNew })}
        />
      }
    >
      <PromptsTable
        records={list.rows}
        loading={list.isLoading || list.isLoadingMore}
        onEdit={(record) => setDialog({ open: true, record })}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
