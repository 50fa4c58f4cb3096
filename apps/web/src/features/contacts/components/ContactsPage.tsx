import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactRefDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { ConfirmationModal } from '../../../components/ConfirmationModal';
import { ListPage } from '../../../components/list-page/ListPage';
import { useDeleteRow } from '../../../components/list-page/useDeleteRow';
import { SEARCH_DEBOUNCE_MS, usePagedList } from '../../../components/list-page/usePagedList';
import { SearchField } from '../../../components/SearchField';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { deleteContact } from '../../../resources/contacts/api';
import { contactQueries } from '../../../resources/contacts/keys';
import { applyContactChange } from '../../../resources/contacts/live';
import { useApply } from '../../../resources/useApply';
import { useAuth } from '../../../session/useAuth';
import { useExportContacts, useImportContacts } from '../hooks/useContactsTransfer';
import { useStartTicket } from '../../../components/start-ticket/useStartTicket';
import { canContacts } from '../permissions';
import { ContactModal } from './ContactModal';
import { ContactsTable } from './ContactsTable';
import { StartTicketQueueDialog } from '../../../components/start-ticket/StartTicketQueueDialog';
import { visuallyHidden } from '../../../lib/visually-hidden';

interface HeaderButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  loading?: boolean;
  variant?: 'contained' | 'outlined';
}

/** A header button: icon and text on wide screens, icon only (its name in a touch tooltip) on phones and tablets. */
function HeaderButton({ label, icon, onClick, loading = false, variant = 'outlined' }: HeaderButtonProps) {
  // Hover is off because wide screens show the text; the span keeps the tooltip valid while the button is disabled.
  return (
    <Tooltip title={label} disableHoverListener>
      <Box component="span" sx={{ display: 'inline-flex', flexShrink: 0 }}>
        <ButtonWithSpinner
          variant={variant}
          loading={loading}
          onClick={onClick}
          startIcon={icon}
          sx={{ minWidth: { xs: 48, md: 64 }, px: { xs: 1, md: 2 }, '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 }, ml: { xs: 0, md: -0.5 } } }}
        >
          <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('md')]: visuallyHidden })}>
            {label}
          </Box>
        </ButtonWithSpinner>
      </Box>
    </Tooltip>
  );
}

/** /contacts (spec §2): search, import, add, export, and the list with start-ticket, edit and delete. */
export function ContactsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const list = usePagedList(contactQueries.list);
  // The export reads every match of the search the list shows (spec §5: lowercased).
  const searchParam = useDebouncedValue(list.search.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const applyChange = useApply(applyContactChange);
  const deletion = useDeleteRow<ContactRefDTO>({
    remove: deleteContact,
    onDeleted: (id) => applyChange({ type: 'remove', id }),
    deletedMessage: t('contacts.deleted'),
  });
  const { exporting, exportContacts } = useExportContacts(searchParam);
  const { importing, runImport } = useImportContacts();
  const startTicket = useStartTicket();
  const canDelete = canContacts(user, 'contacts-page:deleteContact');
  const [modal, setModal] = useState<{ open: boolean; contactId: number | null }>({ open: false, contactId: null });
  const [confirmingImport, setConfirmingImport] = useState(false);

  const confirmImport = async () => {
    if (await runImport()) setConfirmingImport(false);
  };

  return (
    <ListPage
      title={t('contacts.title')}
      list={list}
      loadError={t('contacts.loadError')}
      testId="contacts"
      maxHeight={{ xs: 'calc(100dvh - 250px)', sm: 'calc(100vh - 180px)' }}
      header={
        // Wraps instead of overflowing when the title leaves too little room (phones, or a narrow window with the drawer open).
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: 1 }}>
          <SearchField
            label={t('contacts.search')}
            value={list.search}
            onChange={list.setSearch}
            width={null}
            sx={{ flex: { xs: '1 1 100%', sm: '0 1 240px' } }}
          />
          <HeaderButton label={t('contacts.import.button')} icon={<CloudUploadOutlined />} onClick={() => setConfirmingImport(true)} />
          <HeaderButton label={t('contacts.export')} icon={<CloudDownloadOutlined />} loading={exporting} onClick={() => void exportContacts()} />
          <HeaderButton
            label={t('contacts.add')}
            icon={<PersonAddAlt1Outlined />}
            variant="contained"
            onClick={() => setModal({ open: true, contactId: null })}
          />
        </Box>
      }
      confirmDelete={{
        deletion,
        title: t('contacts.deleteTitle'),
        message: t('contacts.deleteMessage'),
        hint: (contact) => t('contacts.deleteHint', { name: contact.name }),
      }}
      dialogs={
        <>
          <ContactModal
            open={modal.open}
            contactId={modal.contactId}
            onClose={() => setModal((current) => ({ ...current, open: false }))}
            onSaved={(contact) => applyChange({ type: 'upsert', row: contact, isNew: modal.contactId === null })}
          />
          <StartTicketQueueDialog choice={startTicket.queueChoice} onChoose={startTicket.chooseQueue} onClose={startTicket.cancelQueueChoice} />
          <ConfirmationModal
            open={confirmingImport}
            title={t('contacts.import.title')}
            confirmLabel={t('contacts.import.confirm')}
            confirmColor="primary"
            loading={importing}
            onClose={() => setConfirmingImport(false)}
            onConfirm={confirmImport}
          >
            <Box component="span" sx={{ display: 'block' }}>
              {t('contacts.import.message')}
            </Box>
            <Box component="span" sx={{ display: 'block', mt: 1 }}>
              {t('contacts.import.hint')}
            </Box>
          </ConfirmationModal>
        </>
      }
    >
      <ContactsTable
        contacts={list.rows}
        loading={list.isLoading || list.isLoadingMore}
        startingId={startTicket.startingId}
        canDelete={canDelete}
        onStartTicket={startTicket.start}
        onEdit={(contact) => setModal({ open: true, contactId: contact.id })}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
