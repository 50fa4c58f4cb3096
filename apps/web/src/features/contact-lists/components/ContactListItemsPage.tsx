import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { ContactListItemDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { ListPage } from '../../../components/list-page/ListPage';
import { useDeleteRow } from '../../../components/list-page/useDeleteRow';
import { usePagedList } from '../../../components/list-page/usePagedList';
import { ResponsiveButton } from '../../../components/ResponsiveButton';
import { SearchField } from '../../../components/SearchField';
import { deleteContactListItem } from '../../../resources/contact-lists/api';
import { contactListQueries } from '../../../resources/contact-lists/keys';
import { applyContactListItemChange } from '../../../resources/contact-lists/live';
import { useApply } from '../../../resources/useApply';
import { useExampleSpreadsheet } from '../useExampleSpreadsheet';
import { AddFromTagDialog } from './AddFromTagDialog';
import { ContactListItemDialog } from './ContactListItemDialog';
import { ContactListItemsTable } from './ContactListItemsTable';
import { ImportSpreadsheetDialog } from './ImportSpreadsheetDialog';

type OpenDialog = { kind: 'none' } | { kind: 'item'; record: ContactListItemDTO | null } | { kind: 'import' } | { kind: 'tag' };

/** /contact-lists/:contactListId/contacts (spec §2): one list's contacts with search, back, import, add from a tag, add, edit, delete. */
export function ContactListItemsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contactListId = Number(useParams().contactListId);
  const contactList = useQuery(contactListQueries.detail(contactListId));
  const list = usePagedList(contactListQueries.items(contactListId));
  const applyChange = useApply(applyContactListItemChange);
  const downloadExample = useExampleSpreadsheet();
  const deletion = useDeleteRow<ContactListItemDTO>({
    remove: deleteContactListItem,
    onDeleted: (id) => applyChange({ type: 'remove', id }),
    deletedMessage: t('contactListItems.deleted'),
  });
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  return (
    <ListPage
      title={contactList.data ? `${t('contactListItems.title')}: ${contactList.data.name}` : t('contactListItems.title')}
      list={list}
      loadError={t('contactListItems.loadError')}
      testId="contact-list-items"
      // Search and four buttons: on phones the search takes its own row and the buttons wrap under it.
      header={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', width: { xs: '100%', md: 'auto' } }}>
          <SearchField label={t('contactListItems.search')} value={list.search} onChange={list.setSearch} width={{ xs: '100%', sm: 260 }} />
          <ResponsiveButton variant="outlined" label={t('contactListItems.back')} icon={<ArrowBackOutlined />} onClick={() => navigate('/contact-lists')} />
          <ResponsiveButton
            variant="outlined"
            label={t('contactListItems.import.button')}
            icon={<UploadFileOutlined />}
            onClick={() => setDialog({ kind: 'import' })}
          />
          <ResponsiveButton
            variant="outlined"
            label={t('contactListItems.fromTag.button')}
            icon={<LocalOfferOutlined />}
            onClick={() => setDialog({ kind: 'tag' })}
          />
          <ResponsiveButton label={t('contactListItems.add')} icon={<AddOutlined />} onClick={() => setDialog({ kind: 'item', record: null })} />
        </Box>
      }
      confirmDelete={{ deletion, title: t('contactListItems.deleteTitle'), message: t('contactListItems.deleteMessage') }}
      dialogs={
        <>
          <ContactListItemDialog
            open={dialog.kind === 'item'}
            contactListId={contactListId}
            record={dialog.kind === 'item' ? dialog.record : null}
            onClose={close}
            onSaved={(row, isNew) => applyChange({ type: 'upsert', row, isNew })}
          />
          <ImportSpreadsheetDialog open={dialog.kind === 'import'} contactListId={contactListId} onDownloadExample={downloadExample} onClose={close} />
          <AddFromTagDialog open={dialog.kind === 'tag'} contactListId={contactListId} onClose={close} />
        </>
      }
    >
      <ContactListItemsTable
        records={list.rows}
        loading={list.isLoading || list.isLoadingMore}
        onEdit={(record) => setDialog({ kind: 'item', record })}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
