import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ContactListDTO } from '@zapdesk/shared';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { ListPage } from '../../../components/list-page/ListPage';
import { useDeleteRow } from '../../../components/list-page/useDeleteRow';
import { usePagedList } from '../../../components/list-page/usePagedList';
import { ResponsiveButton } from '../../../components/ResponsiveButton';
import { deleteContactList } from '../../../resources/contact-lists/api';
import { contactListQueries } from '../../../resources/contact-lists/keys';
import { applyContactListChange } from '../../../resources/contact-lists/live';
import { useApply } from '../../../resources/useApply';
import { useExampleSpreadsheet } from '../useExampleSpreadsheet';
import { ContactListDialog } from './ContactListDialog';
import { ContactListsTable } from './ContactListsTable';

/** /contact-lists (spec §2): the campaigns' contact lists, searchable, with add, edit, delete and the way to their contacts. */
export function ContactListsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = usePagedList(contactListQueries.list);
  const applyChange = useApply(applyContactListChange);
  const downloadExample = useExampleSpreadsheet();
  const deletion = useDeleteRow<ContactListDTO>({
    remove: deleteContactList,
    onDeleted: (id) => applyChange({ type: 'remove', id }),
    deletedMessage: t('contactLists.deleted'),
  });
  const [dialog, setDialog] = useState<{ open: boolean; record: ContactListDTO | null }>({ open: false, record: null });

  return (
    <ListPage
      title={t('menu.contactLists')}
      list={list}
      searchLabel={t('contactLists.search')}
      loadError={t('contactLists.loadError')}
      testId="contact-lists"
      actions={<ResponsiveButton label={t('contactLists.add')} icon={<AddOutlined />} onClick={() => setDialog({ open: true, record: null })} />}
      confirmDelete={{ deletion, title: t('contactLists.deleteTitle'), message: t('contactLists.deleteMessage') }}
      dialogs={
        <ContactListDialog
          open={dialog.open}
          record={dialog.record}
          onClose={() => setDialog((current) => ({ ...current, open: false }))}
          onSaved={(row, isNew) => applyChange({ type: 'upsert', row, isNew })}
        />
      }
    >
      <ContactListsTable
        records={list.rows}
        loading={list.isLoading || list.isLoadingMore}
        onDownloadExample={downloadExample}
        onOpen={(record) => navigate(`/contact-lists/${record.id}/contacts`)}
        onEdit={(record) => setDialog({ open: true, record })}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
